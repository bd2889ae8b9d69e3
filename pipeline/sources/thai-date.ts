/*
 * Thai-language dates as Thai result pages print them: "26 สิงหาคม 2569", "3 ส.ค. 2569" (day, month
 * name in full or abbreviated, Buddhist Era year = Gregorian + 543).
 */

const FULL = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];

/** The first "D month YYYY" in `text` as YYYY-MM-DD, or null. A year above 2400 is Buddhist Era. */
export function thaiTextDate(text: string): string | null {
  const m = /(\d{1,2})\s+([\u0E00-\u0E7F.]+)\s+(\d{4})/.exec(text);
  if (!m) return null;
  const name = m[2] as string;
  let month = FULL.indexOf(name);
  if (month < 0) month = SHORT.indexOf(name);
  if (month < 0) return null;
  const day = Number(m[1]);
  const year = Number(m[3]) > 2400 ? Number(m[3]) - 543 : Number(m[3]);
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** "2026-08-26" → "26 สิงหาคม 2569", the form allhuay prints (for building test pages). */
export function thaiLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${FULL[m - 1]} ${y + 543}`;
}
