import { type Dirent, copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copies a site folder as a kill would leave it on disk, for build-kill.test.ts: symbolic links
 * verbatim, and files that are hard links of one another inside `from` stay so inside `to` (the
 * published trees share inodes, and a publish must never write into one that a served tree shares;
 * cpSync would give every path its own copy). Synchronous, so that nothing on the test's thread
 * moves on while it copies. A file or folder that vanishes during the copy is left out: a retired
 * tree is deleted by `rm -rf` in a child process, which a kill of the build does not stop, so a
 * snapshot may find it half gone, as the next build may.
 */
export function copySite(from: string, to: string): void {
  const copied = new Map<string, string>();
  const walk = (source: string, target: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(source, { withFileTypes: true });
    } catch (error) {
      if (vanished(error)) return;
      throw error;
    }
    mkdirSync(target, { recursive: true });
    for (const entry of entries) {
      const s = join(source, entry.name);
      const t = join(target, entry.name);
      try {
        if (entry.isDirectory()) walk(s, t);
        else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(s), t);
        else {
          const { dev, ino } = lstatSync(s);
          const twin = copied.get(`${dev}:${ino}`);
          if (twin === undefined) {
            copyFileSync(s, t);
            copied.set(`${dev}:${ino}`, t);
          } else linkSync(twin, t);
        }
      } catch (error) {
        if (!vanished(error)) throw error;
      }
    }
  };
  walk(from, to);
}

const vanished = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';
