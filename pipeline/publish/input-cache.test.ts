import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InputCache } from './input-cache.ts';

let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'input-cache-test-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('InputCache', () => {
  test('remembers the digest of a file that has not changed since, across builds', async () => {
    const file = join(tmp, 'old.json');
    const cachePath = join(tmp, 'old.cache.json');
    await writeFile(file, 'one');
    const old = new Date(Date.now() - 60_000);
    await utimes(file, old, old);
    const first = await InputCache.open(cachePath);
    expect(await first.digest(file)).toBe(sha256('one'));
    await first.save();
    // Same size, inode and time: the cache answers without reading (so it still says "one").
    await writeFile(file, 'two');
    await utimes(file, old, old);
    expect(await (await InputCache.open(cachePath)).digest(file)).toBe(sha256('one'));
    // Another size, or another time, and the file is read again.
    await writeFile(file, 'three');
    expect(await (await InputCache.open(cachePath)).digest(file)).toBe(sha256('three'));
  });

  test('does not trust a digest taken while the file was fresh (same size and time within the clock tick)', async () => {
    const file = join(tmp, 'fresh.json');
    const cachePath = join(tmp, 'fresh.cache.json');
    await writeFile(file, 'aaaa');
    // A whole-millisecond time, as a clock of coarse granularity records it.
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
    await utimes(file, tick, tick);
    const cache = await InputCache.open(cachePath);
    expect(await cache.digest(file)).toBe(sha256('aaaa'));
    await cache.save();
    // A second write in the same tick of a coarse clock: same inode, size and modification time.
    const before = await stat(file);
    await writeFile(file, 'bbbb');
    await utimes(file, tick, tick);
    const after = await stat(file);
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);
    expect(await (await InputCache.open(cachePath)).digest(file)).toBe(sha256('bbbb'));
  });

  test('a missing or unreadable cache file only means reading the files', async () => {
    const file = join(tmp, 'x.json');
    await writeFile(file, 'x');
    const broken = join(tmp, 'broken.cache.json');
    await writeFile(broken, '{not json');
    expect(await (await InputCache.open(broken)).digest(file)).toBe(sha256('x'));
    expect(await (await InputCache.open(join(tmp, 'none.json'))).digest(file)).toBe(sha256('x'));
    // JSON of another shape (an entry without its digest) is no cache either, not a cache of undefined digests.
    const s = await stat(file);
    const shapeless = join(tmp, 'shapeless.cache.json');
    const entry = { size: s.size, mtimeMs: s.mtimeMs, ino: s.ino };
    await writeFile(shapeless, JSON.stringify({ files: { [file]: entry }, validated: { validator: '', digests: [] } }));
    expect(await (await InputCache.open(shapeless)).digest(file)).toBe(sha256('x'));
    await writeFile(
      shapeless,
      JSON.stringify({ files: { [file]: { ...entry, digest: 'kept' } }, validated: { validator: '', digests: [] } }),
    );
    expect(await (await InputCache.open(shapeless)).digest(file)).toBe('kept');
  });

  test('keeps validated contents across builds only for the same validating code and contents still in data/', async () => {
    const file = join(tmp, 'valid.json');
    const cachePath = join(tmp, 'valid.cache.json');
    await writeFile(file, 'valid');
    const old = new Date(Date.now() - 60_000);
    await utimes(file, old, old);
    const first = await InputCache.open(cachePath, 'code-a');
    const digest = first.digest(file);
    expect(first.isValidated(digest)).toBe(false);
    first.markValidated(digest);
    first.markValidated(sha256('a content no file holds'));
    await first.save();
    const again = await InputCache.open(cachePath, 'code-a');
    expect(again.isValidated(digest)).toBe(true);
    expect(again.isValidated(sha256('a content no file holds'))).toBe(false);
    expect((await InputCache.open(cachePath, 'code-b')).isValidated(digest)).toBe(false);
    expect((await InputCache.open(cachePath)).isValidated(digest)).toBe(false);
  });

  test("keeps a log's validated content that the build hashed itself (seen) through a save that prunes the others", async () => {
    const cachePath = join(tmp, 'seen.cache.json');
    const log = sha256('[{"lottery":"hanoi-normal"}]');
    const first = await InputCache.open(cachePath, 'code-a');
    first.seen(log);
    first.markValidated(log);
    await first.save();
    // The next build: the file has not changed, a year file did (the cache is saved again, pruned).
    const second = await InputCache.open(cachePath, 'code-a');
    expect(second.isValidated(log)).toBe(true);
    second.seen(log);
    second.markValidated(sha256('a new year file, validated'));
    await second.save();
    expect((await InputCache.open(cachePath, 'code-a')).isValidated(log)).toBe(true);
    // A build that did not see it (the log changed or was deleted) drops it.
    const third = await InputCache.open(cachePath, 'code-a');
    third.markValidated(sha256('another year file'));
    await third.save();
    expect((await InputCache.open(cachePath, 'code-a')).isValidated(log)).toBe(false);
  });
});
