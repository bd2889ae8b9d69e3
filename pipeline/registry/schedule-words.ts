import { LANGS, type Lang, type Localized } from './langs.ts';
import type { Schedule } from './schedules.ts';
import { MESSAGES } from './messages.ts';
import { fillPlaceholders } from './template.ts';

/**
 * A draw schedule in words, in each language (C9.1 `schedule`). Weekday names come from Intl
 * (the same ICU the dates of C4.6 use, which the build's code digest covers), so only the frame
 * of each sentence is ours; lo/my/vi await a native reviewer.
 */
export const SCHEDULE_TEXTS = {
  daily: { th: 'ทุกวัน', en: 'Daily', lo: 'ທຸກມື້', my: 'နေ့စဉ်', vi: 'Hằng ngày' },
  weekly: { th: 'ทุก{days}', en: 'Every {days}', lo: 'ທຸກ{days}', my: '{days} နေ့တိုင်း', vi: 'Mỗi {days}' },
  monthly: {
    th: 'วันที่ {days} ของทุกเดือน',
    en: 'Monthly, on days {days}',
    lo: 'ວັນທີ {days} ຂອງທຸກເດືອນ',
    my: 'လစဉ် {days} ရက်နေ့',
    vi: 'Ngày {days} hằng tháng',
  },
} as const satisfies Record<Schedule['kind'], Localized>;

const WEEKDAY = Object.fromEntries(
  LANGS.map((lang) => [lang, new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' })]),
) as Record<Lang, Intl.DateTimeFormat>;
/** Joins the last two days ("1 and 16"); Intl.ListFormat writes Thai "1และ16" without spaces. */
const AND: Localized = { th: ' และ ', en: ' and ', lo: ' ແລະ ', my: ' နှင့် ', vi: ' và ' };

function joinAnd(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(MESSAGES['list.separator'][lang])}${AND[lang]}${items[items.length - 1]}`;
}

/** 2023-01-01 was a Sunday: weekday w (0 = Sunday) falls on 2023-01-0(1+w). */
function weekdayName(weekday: number, lang: Lang): string {
  return WEEKDAY[lang].format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

export function scheduleWords(schedule: Schedule, lang: Lang): string {
  const label = `schedule text ${schedule.kind}`;
  switch (schedule.kind) {
    case 'daily':
      return SCHEDULE_TEXTS.daily[lang];
    case 'weekly': {
      // Monday first, as calendars in all five languages list the week; Sunday last.
      const order = [...schedule.weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
      return fillPlaceholders(
        SCHEDULE_TEXTS.weekly[lang],
        {
          days: joinAnd(
            lang,
            order.map((w) => weekdayName(w, lang)),
          ),
        },
        label,
      );
    }
    case 'monthly': {
      const days = [...schedule.days].sort((a, b) => a - b).map(String);
      return fillPlaceholders(SCHEDULE_TEXTS.monthly[lang], { days: joinAnd(lang, days) }, label);
    }
  }
}
