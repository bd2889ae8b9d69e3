import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { GLO_PRICE, type GloKey, gloSuccess } from './glo-fixtures.ts';
import { type Upstream, stagedPath } from '../importers/upstream.ts';

/*
 * Test support: tiny datasets written in the exact shapes of the staged upstream files (see each
 * PROVENANCE.md), so the importer tests run from a clean clone without ../shared (C8.5: tests that
 * need data generate it in a temporary directory). Not a test file itself.
 */

/** A fresh directory under the OS temp folder. */
export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `lottery-${prefix}-`));
}

/** Writes a staged upstream file into a dataset folder, creating its folders. */
export async function writeStaged(folder: string, upstream: Upstream, below: string[], content: string): Promise<string> {
  const path = stagedPath(folder, upstream, ...below);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return path;
}

/** `count` distinct zero-padded numbers of `digits` digits, deterministic per seed, none in `avoid`. */
export function filler(count: number, digits: number, seed: number, avoid: readonly string[] = []): string[] {
  const out = new Set<string>();
  let x = seed;
  while (out.size < count) {
    x = (x * 21 + 104729) % 10 ** digits; // full-period LCG: never loops before `count`
    const n = String(x).padStart(digits, '0');
    if (!avoid.includes(n)) out.add(n);
  }
  return [...out];
}

/** The prizes of one GLO draw by GLO key; tiers left out are generated. */
export interface GloDraw {
  readonly date: string;
  readonly first: string;
  readonly near1?: readonly string[];
  readonly second?: readonly string[];
  readonly third?: readonly string[];
  readonly fourth?: readonly string[];
  readonly fifth?: readonly string[];
  readonly last3f: readonly string[];
  readonly last3b: readonly string[];
  readonly last2: string;
}

/**
 * A getLotteryResult response body as GarliQz saved it: minified, no final newline, tiers in GLO's
 * key order, each `number` sorted by value with its draw `round` (PROVENANCE official-samples).
 */
export function gloResponse(draw: GloDraw, extra: { n3?: null } = {}): string {
  const first = Number(draw.first);
  const tiers = {
    first: [draw.first],
    second: draw.second ?? filler(5, 6, first + 2),
    third: draw.third ?? filler(10, 6, first + 3),
    fourth: draw.fourth ?? filler(50, 6, first + 4),
    fifth: draw.fifth ?? filler(100, 6, first + 5),
    last2: [draw.last2],
    last3f: draw.last3f,
    last3b: draw.last3b,
    near1: draw.near1 ?? [String(first - 1).padStart(6, '0'), String(first + 1).padStart(6, '0')],
  };
  const data = Object.fromEntries(
    Object.entries(tiers).map(([key, values]) => [
      key,
      {
        price: GLO_PRICE[key as GloKey],
        number: values.map((value, i) => ({ round: i + 1, value })).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
      },
    ]),
  );
  return gloSuccess({
    youtube_url: null,
    pdf_url: 'https://api.glo.or.th/utility/file/download/00000000-0000-0000-0000-000000000000',
    date: draw.date,
    period: null,
    remark: null,
    status: 1,
    sheetId: '00000000-0000-0000-0000-000000000000',
    data,
    ...extra,
  });
}

/**
 * A vicha-w archive file: the scraped URL, then "LABEL n n n" lines; the lower tiers end in a
 * trailing space as in the real files, and `crlf` gives the Windows line endings 64 files have.
 */
export function vichaText(url: string, lines: ReadonlyArray<readonly [string, readonly string[]]>, crlf = false): string {
  const eol = crlf ? '\r\n' : '\n';
  const trailing = new Set(['SECOND', 'THIRD', 'FOURTH', 'FIFTH']);
  return [url, ...lines.map(([label, numbers]) => `${label} ${numbers.join(' ')}${trailing.has(label) ? ' ' : ''}`)].join(eol) + eol;
}

/** A SecretMans entry: sanook id DDMMBBBB, English month and BE year, prizes under its own keys. */
export interface SecretMansEntry {
  readonly id: string;
  readonly date: string;
  readonly prize_1: string;
  readonly prize1_close: readonly string[];
  readonly prize_first3: readonly string[];
  readonly prize_last3: readonly string[];
  readonly prize_last2: string;
  readonly seed: number;
  readonly prize_4?: readonly string[];
  /** `wording.<key>.prize` by key, as the result page gave it ("2,000,000"); by default the first prize's 6,000,000 only. */
  readonly wording?: Readonly<Record<string, string>>;
}

/** lotto_history.json: an array pretty-printed with two spaces, Thai left unescaped. */
export function secretMansJson(entries: ReadonlyArray<SecretMansEntry | { readonly id: string; readonly status: string }>): string {
  const body = entries.map((e) => {
    if ('status' in e) return { id: e.id, url: `https://news.sanook.com/lotto/check/${e.id}/`, status: e.status };
    return {
      id: e.id,
      url: `https://news.sanook.com/lotto/check/${e.id}`,
      date: e.date,
      prize: {
        prize_1: e.prize_1,
        prize_2: filler(5, 6, e.seed + 2),
        prize_3: filler(10, 6, e.seed + 3),
        prize_4: e.prize_4 ?? filler(50, 6, e.seed + 4),
        prize_5: filler(100, 6, e.seed + 5),
        prize1_close: e.prize1_close,
        prize_last2: e.prize_last2,
        prize_last3: e.prize_last3,
        prize_first3: e.prize_first3,
      },
      wording: Object.fromEntries(
        Object.entries(e.wording ?? { prize_1: '6,000,000' }).map(([key, prize]) => [
          key,
          { message: key === 'prize_1' ? 'ที่ 1' : key, prize },
        ]),
      ),
    };
  });
  return JSON.stringify(body, null, 2);
}

/** Lines joined with LF and a final LF (every CSV here ends so, except where a test says). */
export function lf(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}

export const XSMB_HEADER =
  'date,special,prize1,prize2_1,prize2_2,prize3_1,prize3_2,prize3_3,prize3_4,prize3_5,prize3_6,prize4_1,prize4_2,prize4_3,prize4_4,' +
  'prize5_1,prize5_2,prize5_3,prize5_4,prize5_5,prize5_6,prize6_1,prize6_2,prize6_3,prize7_1,prize7_2,prize7_3,prize7_4';
export const LEKDEE_HANOI_HEADER = 'วันที่,ประเภท,3 ตัวบน,2 ตัวบน,2 ตัวล่าง';
export const LAO_SANOOK_HEADER = 'draw_date,four_digit';
export const LEKDEE_LAO_HEADER = 'วันที่,เลขท้าย 4 ตัว,2 ตัวบน,2 ตัวล่าง';

/**
 * A fingerprint of a directory tree: every path (folders included) with the SHA-256 of each
 * file's bytes. Equal fingerprints mean a byte-identical tree.
 */
export async function hashTree(root: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      hash.update(`${relative(root, path)}\n`);
      if (entry.isDirectory()) await walk(path);
      else
        hash.update(
          createHash('sha256')
            .update(await readFile(path))
            .digest('hex'),
        );
    }
  };
  await walk(root);
  return hash.digest('hex');
}
