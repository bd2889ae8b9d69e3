import { join } from 'node:path';

/**
 * An upstream file (or folder) as staged in datasets/<lottery>/<owner>__<repo>/<upstream path>
 * (datasets/README.md). The commit is the one its PROVENANCE.md names; the staged files carry no
 * commit themselves, so it is recorded here, once, and every stored `ref` cites it (C8.1, C8.5).
 */
export interface Upstream {
  readonly repo: string;
  readonly commit: string;
  readonly path: string;
}

/** datasets/thai-government/PROVENANCE.md section 1: raw GLO getLotteryResult responses. */
export const GLO_ARCHIVE: Upstream = {
  repo: 'GarliQz/ThaiLotteryData',
  commit: '02a425746911228555ba309d3d52c8ec2cc91311',
  path: 'data/json',
};

/** datasets/thai-government/PROVENANCE.md section 2: scraped text archive. */
export const VICHA_ARCHIVE: Upstream = {
  repo: 'vicha-w/thai-lotto-archive',
  commit: '1fb29e03c8d03d5ca20917f689669d08b73234e1',
  path: 'lottonumbers',
};

/** datasets/thai-government/PROVENANCE.md section 3: sanook scrape. */
export const SECRETMANS: Upstream = {
  repo: 'SecretMans/thai-lotto-scraper',
  commit: '9e54f4541e6081a7bc293ea67058103c07b431f1',
  path: 'lotto_history.json',
};

/** datasets/hanoi-normal/PROVENANCE.md section 1: full XSMB results. */
export const XSMB_CSV: Upstream = {
  repo: 'khiemdoan/vietnam-lottery-xsmb-analysis',
  commit: 'cd5b925244e16627bed5f933b17e2b1866ad0839',
  path: 'data/xsmb.csv',
};

/** datasets/lao-lottery/PROVENANCE.md section 1 ("the stored version of the file"). */
export const LAO_SANOOK_CSV: Upstream = {
  repo: 'richaricohaulage11-ai/lao-lottery-analysis',
  commit: '1e44b4c08b3fb19d56aa8e7a0e24d94053531793',
  path: 'data/real_draws.csv',
};

/** datasets/lao-lottery/PROVENANCE.md section 2. */
export const LEKDEE_LAO_CSV: Upstream = {
  repo: 'thitiphorn-data/lekdee-lao-lottery',
  commit: 'dd505a1943e5a6d44d39524c6f0918d9a1d0ceed',
  path: 'lao_history.csv',
};

/** datasets/hanoi-{normal,special,vip,adhoc}/PROVENANCE.md: the same file is staged in each of the four Hanoi folders. */
export const LEKDEE_HANOI_CSV: Upstream = {
  repo: 'thitiphorn-data/lekdee-lao-lottery',
  commit: 'dd505a1943e5a6d44d39524c6f0918d9a1d0ceed',
  path: 'hanoi_history.csv',
};

/** Where the staged copy lives inside a lottery's dataset folder. */
export function stagedPath(folder: string, upstream: Upstream, ...below: string[]): string {
  return join(folder, upstream.repo.replace('/', '__'), upstream.path, ...below);
}

/**
 * The `ref` of a stored source record: "owner/repo@abcdef1 path[/file][:line]", naming the exact
 * upstream file and, for CSV rows, the line (C8.1 "each draw recording its source(s)").
 */
export function upstreamRef(upstream: Upstream, options: { file?: string; line?: number } = {}): string {
  const path = options.file === undefined ? upstream.path : `${upstream.path}/${options.file}`;
  return `${upstream.repo}@${upstream.commit.slice(0, 7)} ${path}${options.line === undefined ? '' : `:${options.line}`}`;
}
