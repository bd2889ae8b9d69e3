import { spawn } from 'node:child_process';

/**
 * `npm run netlify -- <args>`: netlify-cli at the version this project was tested with, installed
 * on demand by npx (into npm's cache, once) instead of at every `npm install`. Nothing in building,
 * serving or testing needs its 1,200-package tree; only `netlify dev`, `netlify deploy` and the
 * site's set-up do (docs/netlify.md). Bump the version here and check `netlify dev` after a bump.
 */
const NETLIFY_CLI = 'netlify-cli@24.9.0';

const child = spawn('npx', ['--yes', NETLIFY_CLI, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});
child.on('error', (error) => {
  process.stderr.write(`could not run ${NETLIFY_CLI} through npx: ${error.message}\n`);
  process.exit(1);
});
