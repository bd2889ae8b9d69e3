/**
 * The entry of a render worker (render-pool.ts). A worker thread does not inherit the TypeScript
 * loader of the thread that starts it (tsx's CLI, vitest's transform), and Node 20 loads the
 * worker's entry before `--import` hooks apply, so this one file is JavaScript: it registers tsx,
 * then loads the pool's TypeScript and serves jobs.
 */
import { register } from 'tsx/esm/api';

register();
const { serveRenderJobs } = await import('./render-pool.ts');
await serveRenderJobs();
