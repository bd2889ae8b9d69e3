import { join } from 'node:path';
import {
  LAO_SANOOK_HEADER,
  LEKDEE_HANOI_HEADER,
  LEKDEE_LAO_HEADER,
  XSMB_HEADER,
  filler,
  gloResponse,
  lf,
  secretMansJson,
  vichaText,
  writeStaged,
} from './importer-fixtures.ts';
import { writeAllRoodlab } from './roodlab-datasets.ts';
import {
  GLO_ARCHIVE,
  LAO_SANOOK_CSV,
  LEKDEE_HANOI_CSV,
  LEKDEE_LAO_CSV,
  SECRETMANS,
  VICHA_ARCHIVE,
  XSMB_CSV,
} from '../importers/upstream.ts';

/*
 * Test support: a datasets/ tree with a few real draws per lottery, in the staged layout and the
 * upstream formats (values from the real files; lower GLO tiers generated). Not a test file.
 */

/** 2010-03-01 fourth prize: GLO has 233378, vicha-w 200078 (PROVENANCE: the PDF has 233378). */
export const FOURTH_2010_03_01 = ['233378', ...filler(49, 6, 2010)];
/** 2019-08-01 fifth prize: 354809 drawn twice, rounds 25 and 78 (official data quirk). */
export const FIFTH_2019_08_01 = [
  ...filler(24, 6, 2019, ['354809']),
  '354809',
  ...filler(52, 6, 4019, ['354809']),
  '354809',
  ...filler(22, 6, 6019, ['354809']),
];

/** Writes datasets/thai-government with three GLO responses, five vicha-w files and a SecretMans file. */
export async function writeThaiGovernment(root: string): Promise<string> {
  const folder = join(root, 'thai-government');
  const glo = async (date: string, body: string): Promise<void> => void (await writeStaged(folder, GLO_ARCHIVE, [`${date}.json`], body));
  await glo(
    '2010-03-01',
    gloResponse({
      date: '2010-03-01',
      first: '215227',
      fourth: FOURTH_2010_03_01,
      last3f: [],
      last3b: ['374', '457', '470', '627'],
      last2: '97',
    }),
  );
  await glo(
    '2019-08-01',
    gloResponse({
      date: '2019-08-01',
      first: '387006',
      fifth: FIFTH_2019_08_01,
      last3f: ['135', '983'],
      last3b: ['562', '795'],
      last2: '58',
    }),
  );
  await glo(
    '2020-04-01',
    gloResponse({ date: '2020-04-01', first: '051095', last3f: ['285', '430'], last3b: ['191', '364'], last2: '22' }, { n3: null }),
  );
  await glo(
    '2026-01-17',
    gloResponse({ date: '2026-01-17', first: '878972', last3f: ['299', '815'], last3b: ['363', '662'], last2: '02' }),
  );

  const vicha = async (name: string, text: string): Promise<void> => void (await writeStaged(folder, VICHA_ARCHIVE, [name], text));
  const oldTiers = (seed: number): Array<[string, string[]]> => [
    ['SECOND', filler(5, 6, seed + 2)],
    ['THIRD', filler(10, 6, seed + 3)],
    ['FOURTH', filler(50, 6, seed + 4)],
    ['FIFTH', filler(100, 6, seed + 5)],
  ];
  await vicha(
    '2006-12-30.txt',
    vichaText('http://news.sanook.com/lotto/check/30122549/', [
      ['FIRST', ['778584']],
      ['THREE', ['164', '403', '811', '971']],
      ['TWO', ['07']],
      ['NEAR_FIRST', ['778583', '778585']],
      ...oldTiers(778584),
    ]),
  );
  await vicha(
    '2007-10-16.txt',
    vichaText(
      'http://news.sanook.com/lotto/check/16102550/',
      [
        ['FIRST', ['032988']],
        ['THREE', ['158', '663', '685', '846']],
        ['TWO', ['48']],
        ['NEAR_FIRST', ['103298', '032989']],
        ...oldTiers(32988),
      ],
      true,
    ),
  );
  // The GLO draw as vicha-w scraped it, with one fourth-prize number wrong.
  const first2010 = 215227;
  await vicha(
    '2010-03-01.txt',
    vichaText('http://news.sanook.com/lotto/check/01032553/', [
      ['FIRST', ['215227']],
      ['THREE', ['457', '627', '374', '470']],
      ['TWO', ['97']],
      ['NEAR_FIRST', ['215226', '215228']],
      ['SECOND', filler(5, 6, first2010 + 2)],
      ['THIRD', filler(10, 6, first2010 + 3)],
      ['FOURTH', ['200078', ...FOURTH_2010_03_01.slice(1)]],
      ['FIFTH', filler(100, 6, first2010 + 5)],
    ]),
  );
  await vicha(
    '2026-01-16.txt',
    vichaText('http://news.sanook.com/lotto/check/16012569/', [
      ['FIRST', ['878972']],
      ['THREE_FIRST', ['299', '815']],
      ['THREE_LAST', ['662', '363']],
      ['TWO', ['02']],
      ['NEAR_FIRST', ['837706', '347']],
      ['SECOND', ['694', '288', '765', '16', '763895']],
      ['FIFTH', []],
    ]),
  );
  await vicha(
    '2026-05-16.txt',
    vichaText('http://news.sanook.com/lotto/check/16052569/', [
      ['FIRST', ['107387']],
      ['THREE_FIRST', ['091', '298']],
      ['THREE_LAST', ['602', '716']],
      ['TWO', ['08']],
      ['NEAR_FIRST', ['107386', '107388']],
      ...oldTiers(107387),
    ]),
  );

  await writeStaged(
    folder,
    SECRETMANS,
    [],
    secretMansJson([
      {
        id: '16052569',
        date: '16 May 2569',
        prize_1: '107387',
        prize1_close: ['107386', '107388'],
        prize_first3: ['091', '298'],
        prize_last3: ['602', '716'],
        prize_last2: '08',
        seed: 107387,
      },
      { id: '08102564', status: "error: HTTPSConnectionPool(host='news.sanook.com', port=443): Max retries exceeded" },
      {
        id: '01062569',
        date: '01 June 2569',
        prize_1: '173770',
        prize1_close: ['173769', '173771'],
        prize_first3: ['848', '415'],
        prize_last3: ['410', '938'],
        prize_last2: '95',
        seed: 1,
        // Not what the page said: the import reports the draw's 6000000.00 against it.
        wording: { prize_1: '5,000,000', prize_last2: '2,000' },
      },
      {
        id: '16062569',
        date: '16 June 2569',
        prize_1: '287184 ',
        prize1_close: ['287183', '28718'],
        prize_first3: ['111', '222'],
        prize_last3: ['333', '444'],
        prize_last2: '55',
        seed: 2,
        prize_4: ['xxxxxx', ...filler(49, 6, 9)],
      },
      {
        id: '16092568',
        date: '16 September 2568',
        prize_1: 'xxxxxx',
        prize1_close: ['xxxxxx', 'xxxxxx'],
        prize_first3: ['xxx', 'xxx'],
        prize_last3: ['xxx', 'xxx'],
        prize_last2: 'xx',
        seed: 3,
      },
    ]),
  );
  return folder;
}

/** datasets/hanoi-normal: XSMB 2026-08-15 and 2026-08-16 as khiemdoan wrote them, and lekdee's rows. */
export async function writeHanoiNormal(root: string): Promise<string> {
  const folder = join(root, 'hanoi-normal');
  await writeStaged(
    folder,
    XSMB_CSV,
    [],
    lf([
      XSMB_HEADER,
      '2026-08-15,80278,97028,57724,834,71946,84077,83718,45800,97287,77363,6233,3434,5381,6127,4027,2547,1283,5647,6635,761,790,558,928,33,66,52,4',
      '2026-08-16,14696,34229,82514,90636,33329,76533,80510,16133,15073,15006,9256,9622,3649,2715,2300,6408,5948,4631,6950,2621,964,938,433,73,89,52,54',
    ]),
  );
  await writeLekdeeHanoi(folder);
  return folder;
}

/** lekdee's hanoi_history.csv rows of 2026-06-20 (no 3-top yet) and 2026-08-15/16, all four types. */
export async function writeLekdeeHanoi(folder: string): Promise<void> {
  await writeStaged(
    folder,
    LEKDEE_HANOI_CSV,
    [],
    lf([
      LEKDEE_HANOI_HEADER,
      '20 มิ.ย. 2569,ฮานอย,,60,59',
      '20 มิ.ย. 2569,ฮานอย VIP,,20,53',
      '20 มิ.ย. 2569,ฮานอยพิเศษ,,59,36',
      '20 มิ.ย. 2569,ฮานอยเฉพาะกิจ,,88,91',
      '15 ส.ค. 2569,ฮานอย,278,78,28',
      '15 ส.ค. 2569,ฮานอย VIP,781,81,44',
      '15 ส.ค. 2569,ฮานอยพิเศษ,405,05,29',
      '15 ส.ค. 2569,ฮานอยเฉพาะกิจ,285,85,10',
      '16 ส.ค. 2569,ฮานอย,696,96,39',
      '16 ส.ค. 2569,ฮานอย VIP,062,62,02',
      '16 ส.ค. 2569,ฮานอยพิเศษ,470,70,38',
      '16 ส.ค. 2569,ฮานอยเฉพาะกิจ,805,05,72',
    ]),
  );
}

export async function writeHanoiThaiSites(root: string): Promise<string[]> {
  const folders = ['hanoi-special', 'hanoi-vip', 'hanoi-adhoc'].map((id) => join(root, id));
  for (const folder of folders) await writeLekdeeHanoi(folder);
  return folders;
}

/**
 * datasets/lao-lottery: real_draws.csv unsorted, with the LF lines of its head and CRLF after
 * (PROVENANCE lao-lottery section 1); lao_history.csv with BE dates and a Thursday draw it alone has.
 */
export async function writeLaoLottery(root: string): Promise<string> {
  const folder = join(root, 'lao-lottery');
  await writeStaged(
    folder,
    LAO_SANOOK_CSV,
    [],
    `${LAO_SANOOK_HEADER}\n2026-04-03,7049\n2025-01-06,4609\r\n2025-01-03,2256\r\n2017-10-04,2547\r\n`,
  );
  await writeStaged(
    folder,
    LEKDEE_LAO_CSV,
    [],
    lf([LEKDEE_LAO_HEADER, '3 ม.ค. 2568,2256,56,22', '6 ม.ค. 2568,4609,09,46', '2 เม.ย. 2569,0643,43,06', '3 เม.ย. 2569,7049,49,70']),
  );
  return folder;
}

/** Every mini dataset under one root, as `import all` expects. */
export async function writeAllDatasets(root: string): Promise<void> {
  await writeThaiGovernment(root);
  await writeHanoiNormal(root);
  await writeHanoiThaiSites(root);
  await writeLaoLottery(root);
  await writeAllRoodlab(root);
}
