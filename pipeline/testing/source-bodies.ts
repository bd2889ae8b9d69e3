import { thaiLongDate } from '../sources/thai-date.ts';

/*
 * Test support, not a test file: upstream bodies in the shapes recorded in
 * ../shared/datasets/source-samples (PROVENANCE 1.1-1.4), built from values the tests give. Nothing
 * here is a copy of a recorded body; the key order, nesting, class names and labels follow them.
 */

type Value = string | null;

/** Lao brand API (PROVENANCE 1.2, lao_standard_*.json): `digit5` and its tails; `show` is HH:MM Thai time. */
export function laoBrandBody(o: {
  readonly date: string;
  readonly digit5: Value;
  readonly show: string;
  readonly results?: Readonly<Record<string, Value | undefined>>;
  readonly status?: string;
}): string {
  const n = o.digit5;
  const tail = (k: number) => (n === null ? null : /^[0-9]+$/.test(n) ? n.slice(-k) : n.slice(0, k));
  const results: Record<string, Value | undefined> = {
    digit5: n,
    digit4: tail(4),
    digit3: tail(3),
    digit2_top: tail(2),
    digit2_bottom: n === null ? null : n.slice(0, 2),
    ...o.results,
  };
  for (const k of Object.keys(results)) if (results[k] === undefined) delete results[k];
  const [h, m] = o.show.split(':').map(Number) as [number, number];
  const spin = `${String(h).padStart(2, '0')}:${String(m - 10 < 0 ? 0 : m - 10).padStart(2, '0')}`;
  return JSON.stringify(
    {
      status: o.status ?? 'success',
      data: { lotto_date: o.date, start_spin: `${o.date} ${spin}:00`, show_result: `${o.date} ${o.show}:00`, results },
      now: `${o.date} 23:59:59`,
    },
    null,
    2,
  );
}

const HANOI_BOARD: ReadonlyArray<readonly [string, number]> = [
  ['prize_3rd_1', 5],
  ['prize_3rd_2', 5],
  ['prize_4th_1', 5],
  ['prize_4th_2', 5],
  ['prize_4th_3', 5],
  ['prize_4th_4', 5],
  ['prize_4th_5', 5],
  ['prize_4th_6', 5],
  ['prize_5th_1', 4],
  ['prize_5th_2', 4],
  ['prize_5th_3', 4],
  ['prize_5th_4', 4],
  ['prize_6th_1', 4],
  ['prize_6th_2', 4],
  ['prize_6th_3', 4],
  ['prize_6th_4', 4],
  ['prize_6th_5', 4],
  ['prize_6th_6', 4],
  ['prize_7th_1', 3],
  ['prize_7th_2', 3],
  ['prize_7th_3', 3],
  ['prize_2digits_1', 2],
  ['prize_2digits_2', 2],
  ['prize_2digits_3', 2],
  ['prize_2digits_4', 2],
];

/**
 * Hanoi brand API (PROVENANCE 1.3, hanoi_prize_*.json): the whole XSMB-like board. The lower prizes
 * are filler of the right widths (null while nothing is drawn), or `board` values where a test
 * needs them (prize_2digits_1, which must not be read as 2-bottom).
 */
export function hanoiBrandBody(o: {
  readonly date: string;
  readonly prize1st: Value;
  readonly prize2nd: Value;
  readonly show: string;
  readonly board?: Readonly<Record<string, Value>>;
}): string {
  const drawn = o.prize1st !== null || o.prize2nd !== null;
  const results: Record<string, Value> = { prize_1st: o.prize1st, prize_2nd: o.prize2nd };
  HANOI_BOARD.forEach(([key, width], i) => {
    results[key] = drawn ? String((i * 7919 + 12345) % 10 ** width).padStart(width, '0') : null;
  });
  Object.assign(results, o.board);
  const [h, m] = o.show.split(':').map(Number) as [number, number];
  const at = (minus: number) => {
    const t = h * 60 + m - minus;
    return `${o.date} ${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
  };
  return JSON.stringify(
    {
      status: 'success',
      data: { lotto_date: o.date, start_spin: at(30), show_1st: at(0), show_2nd: at(15), results },
      update: `${o.date}T00:00:00.000Z`,
    },
    null,
    2,
  );
}

export interface AllhuayDraw {
  readonly date: string;
  /** Label → value, in page order: "3 ตัวบน", "2 ตัวบน", "2 ตัวล่าง", and "รางวัลที่ 1" on some lotteries. */
  readonly values: ReadonlyArray<readonly [string, string]>;
}

/**
 * allhuay.com `/lotto/<slug>` (PROVENANCE 1.4, the transcribed szse page): head with title and
 * canonical link, the hero `#lotto-latest-results` (date in `h1.result-header-title`, one
 * `.result-item` per number), the history table `#lotto-history-table` whose header row names the
 * columns, pagination and sidebar. `canonicalSlug` lets a test serve another lottery's page.
 */
export function allhuayPage(o: {
  readonly slug: string;
  readonly name: string;
  readonly hero: AllhuayDraw;
  readonly history: readonly AllhuayDraw[];
  readonly canonicalSlug?: string;
}): string {
  const canonical = `https://www.allhuay.com/lotto/${o.canonicalSlug ?? o.slug}`;
  const heroDate = thaiLongDate(o.hero.date);
  const items = o.hero.values
    .map(
      ([label, value]) =>
        `<div class="result-item result-prize-box"><div class="result-item-label">${label}</div><div class="result-item-value">${value}</div></div>`,
    )
    .join('');
  const labels = o.history[0]?.values.map(([label]) => label) ?? ['3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง'];
  const rows = o.history
    .map((d) => {
      const day = thaiLongDate(d.date);
      const cells = d.values.map(([, v]) => `<td class="text-center" style="font-weight:600">${v}</td>`).join('');
      return `<tr><td class="text-center"><span style="font-weight:500" title="หวย${o.name} วันที่ ${day}">งวด ${day}</span></td>${cells}</tr>`;
    })
    .join('');
  return [
    '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
    `<title>ตรวจหวย ${o.name} งวด ${heroDate} | AllHuay</title>`,
    `<link rel="canonical" href="${canonical}"/><meta property="og:url" content="${canonical}"/></head><body>`,
    `<nav><ol><li><span class="breadcrumb-current" aria-current="page">ตรวจหวย${o.name}</span></li></ol></nav>`,
    '<div id="lotto-latest-results"><div class="result-container "><div class="result-header"><span class="flag-sprite result-header-flag" aria-hidden="true"></span>',
    `<div class="result-header-info"><h1 class="result-header-title">ตรวจหวย ${o.name} งวด ${heroDate}</h1></div></div>`,
    `<div class="result-numbers-grid"><div class="result-sub-grid result-sub-grid--prizes">${items}</div></div>`,
    `<div class="result-footer"><a class="result-footer-link" href="/lotto/${o.slug}"><i class="fas fa-file-alt"></i> <!-- -->ข้อมูลหวย</a></div></div></div>`,
    '<div class="grid grid-cols-12 "><article class="col-lg-9"><div id="lotto-history-table" class="custom-table-wrap lotto-history-table-wrap"><table class="custom-table">',
    `<thead><tr><th class="text-center">งวดวันที่</th>${labels.map((l) => `<th class="text-center">${l}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows}</tbody></table></div>`,
    `<ul class="pagination" aria-label="Pagination"><li class="page-item active"><a class="page-link" href="/lotto/${o.slug}">1</a></li><li class="page-item "><a class="page-link" href="/lotto/${o.slug}/page/2">2</a></li></ul></article>`,
    '<aside class="sidebar col-lg-3"><div class="sidebar-box"><h3 class="sidebar-box-heading">รายการหวย</h3></div></aside></div>',
    '<script>self.__next_f.push([1,"0:[]"])</script></body></html>',
  ].join('');
}

/** The three numbers allhuay shows for a 5-digit headline of the Lao daily family (DOMAIN 4.3). */
export function allhuayValues(threeTop: string, twoTop: string, twoBottom: string): Array<[string, string]> {
  return [
    ['3 ตัวบน', threeTop],
    ['2 ตัวบน', twoTop],
    ['2 ตัวล่าง', twoBottom],
  ];
}

export interface XsmbDraw {
  readonly date: string;
  /** ĐB and G1; the lower prizes are filler. Null: not drawn yet. */
  readonly special: string | null;
  readonly g1: string | null;
}

const WEEKDAYS_VI = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/**
 * xskt.com.vn `/xsmb` (PROVENANCE 1.1): one `div.box-ketqua` per draw (anchor `MBngayDD-MM`, an h2
 * with the `/xsmb/ngay-D-M-YYYY` link, `table.result#MB<n>` with `td[title]` row labels, several
 * numbers per `<p>` split by spaces and `<br>`, the "Mã ĐB" row), and the ticket-checker box
 * without a result table after the third draw, as on the recorded page.
 */
export function xsktPage(draws: readonly XsmbDraw[], canonicalPath = '/xsmb'): string {
  const boxes = draws.map((d, i) => {
    const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
    const dd = String(day).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    const wd = WEEKDAYS_VI[new Date(`${d.date}T00:00:00Z`).getUTCDay()] as string;
    const box = `<div class="box-ketqua">
      <a id="MBngay${dd}-${mm}"></a>
      <h2><a href="/xsmb">XSMB</a> <a href="/xsmb/ngay-${day}-${m}-${y}"> ngày ${dd}/${mm}</a> (<a href="/xsmb/thu">${wd}</a>)</h2>
      <div class="box-table">
        <table class="result" id="MB${i}">
          <tr><th colspan="2"><b class=h3><a href="/xsmb">XSMB</a>&gt; ${wd}</b></th><th>ĐẦU</th><th>ĐUÔI</th></tr>
          <tr><td title="Giải ĐB">ĐB</td><td><em>${d.special ?? ''}</em></td><td>0</td><td>3</td></tr>
          <tr><td title="Giải nhất">G1</td><td><p>${d.g1 ?? ''}</p></td><td>1</td><td>1, 2</td></tr>
          <tr><td title="Giải nhì">G2</td><td><p>09830 29003</p></td><td>2</td><td>5, 9</td></tr>
          <tr><td rowspan="2" title="Giải ba">G3</td><td rowspan="2"><p>30879 15157 62025<br>16755 23357 05880</p></td><td>3</td><td>0, 2</td></tr>
          <tr><td><i>4</i></td><td>1, 3</td></tr>
          <tr><td title="Giải tư">G4</td><td><p>8291 6953 9981 1132</p></td><td>5</td><td>3, 5</td></tr>
          <tr><td title="Giải sáu">G6</td><td><p>232 937 880</p></td><td>8</td><td>0</td></tr>
          <tr><td title="Giải bảy">G7</td><td><p>63 29 75 12</p></td><td>9</td><td>0, 1</td></tr>
          <tr><td colspan="4" class="sp">Mã ĐB: <strong class="red">2 9 10 12 14 15 16 18 (MT)</strong></td></tr></table>
      </div></div>`;
    const checker =
      i === 2
        ? '<div class="box-ketqua"><a id="do-ve-so-XSMB"></a><h2><a href="/do-ve-so/mien-bac-xsmb">DÒ VÉ SỐ XSMB</a></h2><div class="box-table"><table class="calendar1"><tr><td>Ngày:</td></tr></table></div></div>'
        : '';
    return box + checker;
  });
  return `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>XSMB - Kết quả xổ số Miền Bắc</title><link rel="canonical" href="https://xskt.com.vn${canonicalPath}"></head><body><div id="center-content">${boxes.join('\n')}</div></body></html>`;
}
