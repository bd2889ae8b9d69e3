import { expect, test } from 'vitest';
import { LANGS } from './langs.ts';
import { LOTTERIES } from './lotteries.ts';
import { SCHEDULE_TEXTS, scheduleWords } from './schedule-words.ts';

test('every schedule text exists, non-empty, in all five languages (C4.7)', () => {
  for (const texts of Object.values(SCHEDULE_TEXTS)) for (const lang of LANGS) expect(texts[lang].trim()).not.toBe('');
});

test('weekly schedules name their weekdays, Monday first, in the language', () => {
  const schedule = { kind: 'weekly', weekdays: [4, 1] } as const;
  expect(scheduleWords(schedule, 'en')).toBe('Every Monday and Thursday');
  expect(scheduleWords(schedule, 'th')).toBe('ทุกวันจันทร์ และ วันพฤหัสบดี');
  expect(scheduleWords({ kind: 'weekly', weekdays: [0, 1, 3] }, 'en')).toBe('Every Monday, Wednesday and Sunday');
  // Burmese lists are separated by its own mark (list.separator), as every other Burmese list is.
  expect(scheduleWords({ kind: 'weekly', weekdays: [0, 1, 3] }, 'my')).toMatch(/^\S+၊ \S+ နှင့် \S+ နေ့တိုင်း$/);
});

test('monthly and daily schedules', () => {
  expect(scheduleWords({ kind: 'monthly', days: [16, 1] }, 'vi')).toBe('Ngày 1 và 16 hằng tháng');
  expect(scheduleWords({ kind: 'daily' }, 'my')).toBe('နေ့စဉ်');
});

test('every lottery of the registry has its schedule in words in every language', () => {
  for (const def of LOTTERIES) for (const lang of LANGS) expect(scheduleWords(def.schedule, lang)).not.toMatch(/\{|\}|^\s*$/);
});
