import { describe, expect, test } from 'vitest';
import { StoreError } from '../errors/store-error.ts';
import { lastGoodWarning } from './last-good-tree.ts';

describe("npm start's warning when it serves the last good tree", () => {
  test('a file of data/ that does not validate: the fix is in data/, and verify names it', () => {
    const text = lastGoodWarning('/srv/dist', new StoreError('data/lao-star/2026.json', 'draw 2026-08-20: bad'));
    expect(text).toContain('error: data/lao-star/2026.json: draw 2026-08-20: bad');
    expect(text).toContain('fix: correct data/ (npm run pipeline -- verify names every problem), then restart npm start');
  });

  test('a full disk: the fix is not in data/, and the warning says where the tree is built', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write (writing /srv/dist.staging/a.json)'), { code: 'ENOSPC' });
    const text = lastGoodWarning('/srv/dist', full);
    expect(text).toContain('error: ENOSPC: no space left on device');
    expect(text).not.toContain('correct data/');
    expect(text).not.toContain('verify');
    expect(text).toContain('fix: remove the cause above, which is not in data/');
    expect(text).toContain('the tree is built beside /srv/dist');
  });
});
