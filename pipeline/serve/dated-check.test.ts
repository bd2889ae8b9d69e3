import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../answers/answer.ts';
import { serverErrorAnswer } from '../answers/meta-answers.ts';
import { CACHE_NONE } from '../contract/http-policy.ts';
import { drawsFile } from '../contract/paths.ts';
import { distLatestSource } from '../published/latest-source.ts';
import { type TestTree, get, serveTree, syntheticTree } from '../testing/serve-kit.ts';
import { createCheckHandler } from './check-handler.ts';
import type { LocalServer } from './local-server.ts';

/**
 * C9.4 on the live path: the draw archive is read only by a check with `date` (the latest-draw
 * path of /check never touches it), a broken archive is C3.7's bare 500 for dated checks of that
 * lottery only, and every answer of both live endpoints is `no-store`, errors included.
 */

let tree: TestTree;
let server: LocalServer;

beforeAll(async () => {
  tree = await syntheticTree();
  server = await serveTree(tree.distDir);
});
afterAll(async () => {
  await server?.close();
  await tree?.remove();
});

describe('the draw archive on the live path', () => {
  test('a check without date never reads the archive; a dated one of a lottery whose archive is broken is a bare 500', async () => {
    const id = 'lao-lottery';
    const archive = join(tree.distDir, drawsFile(id));
    const saved = await readFile(archive);
    const logged: string[] = [];
    try {
      await unlink(archive);
      const handler = createCheckHandler(distLatestSource(tree.distDir), (m) => logged.push(m));
      const plain = await handler(new Request(`http://localhost/check?lottery=${id}&number=12&lang=en`));
      expect(plain.status).toBe(200);
      const many = await handler(new Request(`http://localhost/check-many?lottery=${id}&numbers=12,34&lang=en`));
      expect(many.status).toBe(200);
      const { drawDate } = ((await plain.json()) as { data: { drawDate: string } }).data;
      const dated = await handler(new Request(`http://localhost/check?lottery=${id}&number=12&date=${drawDate}&lang=lo`));
      expect(dated.status).toBe(500);
      expect(dated.headers.get('cache-control')).toBe(CACHE_NONE);
      expect(await dated.text()).toBe(serialize(serverErrorAnswer('lo').body));
      expect(logged.join('\n')).toContain('ENOENT');
      // Another lottery's dated checks are not affected.
      const other = await handler(new Request('http://localhost/check-many?lottery=thai-government&numbers=12&date=2015-06-01&lang=en'));
      expect(other.status).toBe(200);
      // A corrupt file is refused the same way, never served.
      await writeFile(archive, '{"lottery":"lao-lottery","draws":[');
      const corrupt = await createCheckHandler(
        distLatestSource(tree.distDir),
        () => undefined,
      )(new Request(`http://localhost/check-many?lottery=${id}&numbers=12&date=${drawDate}`));
      expect(corrupt.status).toBe(500);
    } finally {
      await writeFile(archive, saved);
    }
  });
});

describe('no-store on every answer of the live endpoints, errors included (C3.4, C9.4)', () => {
  test.each([
    ['/check?number=12&date=2015-06-01&lang=en', 200],
    ['/check?number=12&date=2015-06-02&lang=th', 404],
    ['/check?number=12&date=2999-01-01&lang=en', 404],
    ['/check?number=12&date=2015-6-1&lang=my', 400],
    ['/check?lottery=lao-vip&number=12&date=2015-06-01&lang=vi', 404],
    ['/check-many?numbers=12,345,12&lang=en', 200],
    ['/check-many?numbers=12,345&date=2015-06-01&lang=th', 200],
    ['/check-many?numbers=&lang=en', 400],
    ['/check-many?numbers=12,1&lang=th', 400],
    [`/check-many?numbers=${'12,'.repeat(100)}12&lang=vi`, 400],
    ['/check-many?numbers=12&date=2999-01-01&lang=lo', 404],
    ['/check-many?numbers=12&date=2001-01-01&lang=en', 404],
    ['/check-many?lottery=lao-vip&numbers=12&lang=my', 404],
    ['/check-many?lang=xx', 400],
  ])('%s: %i, no-store, localized JSON', async (target, status) => {
    const r = await get(server.url, target);
    expect(r.status).toBe(status);
    expect(r.headers['cache-control']).toBe(CACHE_NONE);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['etag']).toBeUndefined();
    expect(r.json()).toMatchObject({ success: status === 200 });
  });
});
