import { type AddressInfo, createServer } from 'node:net';
import { buildSite } from '../pipeline/site-build.ts';
import { defaultDataDir, defaultDistDir, siteConfig } from '../pipeline/config.ts';
import { type LocalServer, startLocalServer } from '../pipeline/serve/local-server.ts';
import type { Site } from '../pipeline/answers/attribution.ts';
import { hasPublishedTree, lastGoodWarning } from '../pipeline/serve/last-good-tree.ts';
import { markServing, otherServers } from '../pipeline/serve/serving-marks.ts';

/**
 * `npm start`: bring dist/ up to date with data/ (an incremental build), then serve it (issue 4).
 * When the build fails and a tree was published before, that tree is served, with a loud warning.
 * PORT (default 8888) and HOST (default every interface) say where; DATA_DIR and DIST_DIR what.
 */
const DEFAULT_PORT = 8888;

async function main(): Promise<void> {
  // An empty PORT counts as unset, as an empty SERVICE_URL does (config.ts).
  const given = process.env['PORT']?.trim() ?? '';
  const asked = given === '' ? DEFAULT_PORT : /^\d+$/.test(given) ? Number(given) : Number.NaN;
  if (!Number.isInteger(asked) || asked < 0 || asked > 65_535) throw new Error(`PORT must be a port number, got ${process.env['PORT']}`);
  const host = process.env['HOST'] || undefined;
  // PORT=0 (any free port): the port is chosen before the build, so the links the build writes name it.
  // Any other port is tried before the build too: a start that cannot serve must not rebuild dist/,
  // which another server may be serving, with links to a port that is not its own.
  const port = await portFree(asked, host);
  const distDir = defaultDistDir();
  // The pages and attribution links point at this server unless SERVICE_URL says otherwise (C4.8).
  const site = siteConfig({ ...process.env, URL: process.env['URL']?.trim() || `http://localhost:${port}` });
  // Another start serving (or building) this dist/ for another address: building it for this one
  // would change the links it serves. Marked first, so two starts at once each see the other.
  const unmark = await markServing(distDir, site.baseUrl, (line) => process.stderr.write(`warning: ${line}\n`));
  const other = (await otherServers(distDir, site.baseUrl))[0];
  if (other) {
    await unmark();
    throw new Error(
      `${distDir} is served by process ${other.pid} with links to ${other.url}; building it for ${site.baseUrl} would change them under it. ` +
        'Stop that server, give this one a DIST_DIR of its own, or the same SERVICE_URL',
    );
  }
  const server = await buildAndListen(distDir, site, port, host).catch(async (error: unknown) => {
    await unmark();
    throw error;
  });
  process.stdout.write(`serving ${distDir} at ${server.url}\n`);
  const stop = (signal: string) => {
    process.stdout.write(`${signal}: shutting down\n`);
    void Promise.all([server.close(), unmark()]).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** The build (or, when it fails, the last good tree), then the server listening on it. */
async function buildAndListen(distDir: string, site: Site, port: number, host: string | undefined): Promise<LocalServer> {
  try {
    const report = await buildSite({ dataDir: defaultDataDir(), distDir, site });
    // A first start builds every file; a later one on an unchanged data/ writes none.
    process.stdout.write(
      report.written.length === 0
        ? `dist/ is up to date with data/: ${report.files} files, none written\n`
        : `dist/ built from data/: ${report.files} files, ${report.written.length} written, lotteries rendered: ${report.rendered.length}\n`,
    );
  } catch (error) {
    // Issue 15.9: a bad data/ file must not take the service down while the last good tree exists.
    if (!(await hasPublishedTree(distDir))) throw error;
    process.stderr.write(lastGoodWarning(distDir, error));
  }
  return startLocalServer({ distDir, port, ...(host ? { host } : {}) }).catch((error: unknown) => {
    throw listenError(error, port, host);
  });
}

/** `port` (or, for 0, one the system chooses) once a listener could take it on `host`; else the reason, naming PORT or HOST. */
function portFree(port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(listenError(error, port, host)));
    // The server listens on every interface unless HOST says otherwise (local-server.ts).
    probe.listen(port, host ?? '0.0.0.0', () => {
      const { port: taken } = probe.address() as AddressInfo;
      probe.close(() => resolve(taken));
    });
  });
}

/** Why the server cannot listen, naming the variable to change. */
function listenError(error: unknown, port: number, host: string | undefined): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'EADDRINUSE') return new Error(`PORT ${port} is already in use${host ? ` on ${host}` : ''} (${detail})`, { cause: error });
  if (code === 'EACCES') return new Error(`PORT ${port} may not be used by this user (${detail})`, { cause: error });
  return new Error(`HOST ${host ?? '0.0.0.0'} cannot be listened on (${detail})`, { cause: error });
}

main().catch((error: unknown) => {
  process.stderr.write(`npm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
