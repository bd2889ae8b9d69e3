import type { Site } from '../answers/attribution.ts';
import { BuildError } from '../errors/build-error.ts';
import type { LotteryId } from '../registry/index.ts';
import { type BuildManifest, digest } from './manifest.ts';
import { type GlobalOutputs, type Output, type TreeContext, jsonCopy } from './outputs.ts';
import type { TreeFile } from './publish.ts';

/** What the manifest records of one global producer: its files and what it read to make them. */
export type GlobalRecord = BuildManifest['global'][number];
type LotteryRecord = NonNullable<BuildManifest['lotteries'][LotteryId]>;

/** Bump when what a key covers changes: every global producer then renders again once. */
const MEMO_FORMAT = 'global-memo-1';

export interface GlobalInputs {
  readonly site: Site;
  readonly withData: readonly LotteryId[];
  /** The new tree's lottery records (their input digests and files), all rendered or carried over by now. */
  readonly lotteries: Readonly<Partial<Record<LotteryId, LotteryRecord>>>;
  /** The previous tree's manifest when it was made by the same code; null renders every producer. */
  readonly previous: BuildManifest | null;
  /** The text of a per-lottery file of the new tree (build.ts reads a carried-over one from disk). */
  readonly text: (path: string) => string | undefined;
  /** An output's bytes, or the BuildError that names it. */
  readonly render: (output: Output) => { readonly path: string; readonly bytes: Buffer };
}

export interface GlobalResult {
  /** Every global file of the new tree: rendered, or carried over from the previous one. */
  readonly files: readonly TreeFile[];
  /** One per producer, in their order (the manifest's `global`). */
  readonly records: readonly GlobalRecord[];
  /** Per lottery, the perLottery values some producer uses, keys sorted (the manifest's `derived`). */
  readonly derived: ReadonlyMap<LotteryId, Readonly<Record<string, unknown>>>;
}

/** What a producer (or a shared computation) read: the lotteries whose files, their values, and the paths the tree lacked. */
class Reads {
  readonly lotteries = new Set<LotteryId>();
  readonly values = new Set<string>();
  readonly absent = new Set<string>();

  addAll(other: Reads): void {
    for (const id of other.lotteries) this.lotteries.add(id);
    for (const v of other.values) this.values.add(v);
    for (const p of other.absent) this.absent.add(p);
  }
}

/**
 * The files that depend on several lotteries or on none, each producer's carried over untouched
 * when nothing it read changed (C1.4, issue 14). A producer is a function of its TreeContext and
 * the code, so what it read decides its bytes: the site and `withData` (which every producer gets),
 * the files of the lotteries it read (which, for the same code, are decided by each lottery's
 * input digest, as the lottery's own reuse already relies on), and the paths it asked for that the
 * tree did not have. The record keeps those lotteries and paths and a key over their current state;
 * the next build takes the key again over the same reads of its own tree, and an equal key means
 * the producer would read exactly the same things, so its previous files are its files. The
 * previous manifest is used only when its code digest is this build's (build.ts), so code and site
 * changes render everything. Reads are credited to the producer being rendered, through a shared
 * computation or a perLottery value too; rendering is synchronous, so one producer runs at a time.
 */
export function produceGlobals(producers: readonly GlobalOutputs[], inputs: GlobalInputs): GlobalResult {
  const { site, withData, lotteries, previous } = inputs;
  const owner = new Map<string, LotteryId>();
  for (const [id, record] of Object.entries(lotteries) as Array<[LotteryId, LotteryRecord]>) {
    for (const path of record.files) owner.set(path, id);
  }
  /** Whether a lottery's files are the previous tree's (its previous perLottery values hold). */
  const unchanged = (id: LotteryId): boolean => previous?.lotteries[id]?.input === lotteries[id]?.input;
  /** The key over a record's reads (sorted lists) as this build's tree answers them. */
  const keyOf = (read: Pick<GlobalRecord, 'lotteries' | 'absent'>): string =>
    digest([
      MEMO_FORMAT,
      site.name,
      site.baseUrl,
      withData.join(' '),
      ...read.lotteries.map((id) => `${id} ${lotteries[id]?.input ?? '-'}`),
      ...read.absent.map((path) => `${path} ${owner.has(path) ? 'present' : 'absent'}`),
    ]);

  let current: Reads | null = null;
  const reading = (): Reads => {
    if (current === null) throw new Error('the tree was read outside of a global producer');
    return current;
  };
  /** Runs `compute` with its reads collected apart, and returns them with its value. */
  const apart = <T>(compute: () => T): { value: T; reads: Reads } => {
    const outer = current;
    const reads = new Reads();
    current = reads;
    try {
      return { value: compute(), reads };
    } finally {
      current = outer;
    }
  };

  const values = new Map<string, unknown>(); // `${lottery} ${key}` -> value, computed or kept this build
  const shared = new Map<object, { value: unknown; reads: Reads }>();
  const previousValue = (id: LotteryId, key: string): { value: unknown } | null => {
    const kept = unchanged(id) ? previous?.lotteries[id]?.derived : undefined;
    return kept && Object.hasOwn(kept, key) ? { value: kept[key] } : null;
  };

  const context: TreeContext = {
    site,
    withData,
    read: (path) => {
      const id = owner.get(path);
      if (id) reading().lotteries.add(id);
      else reading().absent.add(path);
      return inputs.text(path);
    },
    perLottery: <T>(id: LotteryId, key: string, compute: () => T): T => {
      const name = `${id} ${key}`;
      reading().lotteries.add(id);
      reading().values.add(name);
      if (!values.has(name)) {
        const kept = previousValue(id, key);
        if (kept) values.set(name, kept.value);
        else {
          const { value, reads } = apart(compute);
          const others = [...reads.lotteries].filter((l) => l !== id);
          if (others.length > 0 || reads.absent.size > 0)
            throw new BuildError([...reads.absent][0] ?? others.join(', '), id, `the value ${key} read beyond the lottery's own files`);
          values.set(name, jsonCopy(value));
        }
      }
      return values.get(name) as T;
    },
    shared: <T>(key: object, compute: () => T): T => {
      let entry = shared.get(key);
      if (!entry) {
        entry = apart(compute);
        shared.set(key, entry);
      }
      reading().addAll(entry.reads);
      return entry.value as T;
    },
  };

  const reusable = previous !== null && previous.global.length === producers.length ? previous.global : null;
  const files: TreeFile[] = [];
  const records: GlobalRecord[] = [];
  for (const [i, produce] of producers.entries()) {
    const before = reusable?.[i];
    if (before && keyOf(before) === before.key && before.values.every((v) => previousValue(...split(v)) !== null)) {
      for (const path of before.files) files.push({ path, reuse: true });
      for (const v of before.values) values.set(v, previousValue(...split(v))?.value);
      records.push(record(before));
      continue;
    }
    const { value: rendered, reads } = apart(() => produce(context).map(inputs.render));
    files.push(...rendered);
    const read = { lotteries: [...reads.lotteries].sort(), absent: [...reads.absent].sort() };
    records.push(
      record({
        files: rendered.map((f) => f.path),
        bytes: rendered.reduce((sum, f) => sum + f.bytes.length, 0),
        key: keyOf(read),
        lotteries: read.lotteries,
        values: [...reads.values].sort(),
        absent: read.absent,
      }),
    );
  }

  const derived = new Map<LotteryId, Record<string, unknown>>();
  for (const name of [...new Set(records.flatMap((r) => r.values))].sort()) {
    const [id, key] = split(name);
    const kept = derived.get(id) ?? {};
    kept[key] = values.get(name);
    derived.set(id, kept);
  }
  return { files, records, derived };
}

/** The record with its fields in one order, carried over or new (the manifest's bytes depend on it). */
function record(r: GlobalRecord): GlobalRecord {
  return { files: r.files, bytes: r.bytes, key: r.key, lotteries: r.lotteries, values: r.values, absent: r.absent };
}

function split(name: string): [LotteryId, string] {
  const space = name.indexOf(' ');
  return [name.slice(0, space) as LotteryId, name.slice(space + 1)];
}
