import { existsSync, readFileSync } from 'node:fs';
import { siteConfig } from '../config.ts';
import { BuildHookError } from '../errors/build-hook-error.ts';
import type { LatestSource } from '../published/latest-source.ts';
import { bundlePaths } from '../published/bundle-paths.ts';
import { publishedTree } from '../published/netlify-tree.ts';
import { lottery } from '../registry/index.ts';
import { type HttpDeps, type HttpFailures, type HttpPolicy, httpText, userAgent } from '../sources/http-client.ts';
import {
  NO_SOURCES_CONFIG,
  SOURCES_FILE,
  type SourcesConfig,
  ingestibleLotteries,
  readSourcesConfigFileSync,
} from '../store/sources-config.ts';
import { type DueDraw, askedThisRun, describeDue, dueDraws } from './due.ts';
import { HOOK_LABEL, scrubHook } from './hook-secret.ts';
import { publishedStates } from './latest-state.ts';
import { NO_DRAW_FILE, type NoDrawEntry, parseNoDraw } from '../store/no-draw.ts';

/**
 * The build hook is called from a function limited to 30 seconds: short attempts, short waits.
 * Retried on network errors and 5xx, like every upstream call (pipeline/sources/http-client.ts),
 * but not after a timeout: Netlify may have taken the call and queued a build, and three calls
 * would be three builds. The next scheduled run calls it again if no build came.
 */
export const HOOK_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 5_000,
  attempts: 3,
  retryDelaysMs: [500, 1_500],
  maxBytes: 64 * 1024,
  retryAfterTimeout: false,
};

export interface ScheduledUpdateDeps {
  /** The published tree's latest-draw files (bundled with the function, C1.2). */
  readonly tree: () => LatestSource;
  /** The operator's feeds (a bundled data/sources.json), to know which lotteries can be fetched. */
  readonly config: () => SourcesConfig;
  /** The dates sources said had no draw (a bundled data/no-draw.json): gaps not to start builds for. */
  readonly noDraw?: () => readonly NoDrawEntry[];
  /** BUILD_HOOK_URL, read at each run. */
  readonly hookUrl: () => string | undefined;
  readonly now: () => Date;
  readonly http: HttpDeps;
  readonly log: (line: string) => void;
}

/**
 * The scheduled function's work (issue 5): compute `due` from the published latest-draw files with
 * the same pure code as `npm run pipeline -- due`, and POST the build hook only when a draw is due.
 * The build the hook starts runs `npm run pipeline -- update`, which fetches and publishes. Answers
 * JSON for the function log: what was due and whether a build was asked for.
 */
export function createScheduledUpdate(deps: ScheduledUpdateDeps): (request: Request) => Promise<Response> {
  return async () => {
    const now = deps.now();
    let all: DueDraw[];
    try {
      const lotteries = ingestibleLotteries(deps.config());
      const states = publishedStates(deps.tree(), lotteries, deps.noDraw?.() ?? []);
      all = dueDraws(now, lotteries, (id) => states.get(id) ?? null);
    } catch (error) {
      // The bundled files are missing or invalid: a deploy problem, not a reason to start builds.
      const message = `cannot read the published latest-draw files or data/sources.json: ${error instanceof Error ? error.message : String(error)}`;
      deps.log(`scheduled-update: ${message}`);
      return json(500, { at: now.toISOString(), triggered: false, error: message });
    }
    // What the build's update will ask for (bounded per lottery); overdue draws outside a retry window wait.
    const due = askedThisRun(all);
    const waiting = all.filter((d) => !d.active);
    const summary = { at: now.toISOString(), due: due.map(brief), overdue: waiting.map(brief) };
    if (due.length === 0) {
      deps.log(
        `scheduled-update ${summary.at}: nothing due${waiting.length > 0 ? ` (${waiting.length} overdue, asked again in their retry windows)` : ''}`,
      );
      return json(200, { ...summary, triggered: false });
    }
    for (const d of due) deps.log(`scheduled-update ${summary.at}: due: ${describeDue(d, lottery(d.lottery))}`);
    const hook = deps.hookUrl();
    if (hook === undefined || hook === '') {
      const error = 'BUILD_HOOK_URL is not set: create a build hook and set it in the site environment (docs/ingest.md)';
      deps.log(`scheduled-update: ${error}`);
      return json(500, { ...summary, triggered: false, error });
    }
    try {
      const answer = await callHook(hook, due, deps.http);
      deps.log(`scheduled-update: build hook ${redact(hook)} answered ${answer}`);
      return json(200, { ...summary, triggered: true });
    } catch (error) {
      // Whatever failed, the text shown is scrubbed of the URL (an unexpected error included).
      const message = scrubHook(error instanceof Error ? error.message : String(error), hook);
      deps.log(`scheduled-update: ${error instanceof BuildHookError ? error.name : 'error'}: ${message}`);
      return json(502, { ...summary, triggered: false, error: message });
    }
  };
}

/** POSTs the hook with a deploy title naming what is due; the JSON body reaches the build as INCOMING_HOOK_BODY. */
async function callHook(hook: string, due: readonly DueDraw[], http: HttpDeps): Promise<number> {
  const shown = redact(hook);
  let url: URL;
  try {
    url = new URL(hook);
  } catch (cause) {
    throw new BuildHookError(shown, 'BUILD_HOOK_URL', 'is not a URL', 0, { cause });
  }
  // Added to the hook's own query text: `searchParams.set` would write the hook's parameters anew
  // (`~` as %7E, a space as +), a form of the secret that scrubHook does not know.
  const title = `scheduled update: ${due.map((d) => `${d.lottery} ${d.date} ${d.state}`).join(', ')}`.slice(0, 200);
  url.search = `${url.search.length > 1 ? `${url.search}&` : '?'}trigger_title=${encodeURIComponent(title)}`;
  const failures: HttpFailures = {
    unreachable: (field, detail, attempts, cause) =>
      new BuildHookError(shown, field, detail, attempts, cause === undefined ? undefined : { cause }),
    tooLarge: (detail) => new BuildHookError(shown, '(body)', detail, 1),
  };
  const answer = await httpText({ method: 'POST', url: url.toString(), json: { due: due.map(brief) } }, http, failures);
  return answer.status;
}

function brief(d: DueDraw): { lottery: string; date: string; state: string; ask: readonly string[] } {
  return { lottery: d.lottery, date: d.date, state: d.state, ask: d.ask };
}

function json(status: number, body: unknown): Response {
  return new Response(`${JSON.stringify(body)}\n`, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** What is shown for the hook: the variable's name, never any part of its value (issue 15.7). */
export function redact(_hook: string): string {
  return HOOK_LABEL;
}

/**
 * The wiring on Netlify: the tree and data/sources.json bundled with the function (netlify.toml
 * `included_files`), BUILD_HOOK_URL from the site's environment, the real clock.
 */
export function netlifyScheduledUpdate(env: NodeJS.ProcessEnv = process.env): (request: Request) => Promise<Response> {
  let tree: LatestSource | undefined;
  let config: SourcesConfig | undefined;
  let noDraw: NoDrawEntry[] | undefined;
  return createScheduledUpdate({
    tree: () => (tree ??= publishedTree(env)),
    config: () => (config ??= bundledSourcesConfig(env)),
    noDraw: () => (noDraw ??= bundledNoDraw(env)),
    hookUrl: () => env['BUILD_HOOK_URL'],
    now: () => new Date(),
    http: { policy: HOOK_HTTP_POLICY, userAgent: userAgent(siteConfig(env)) },
    log: (line) => console.log(line),
  });
}

/** data/no-draw.json as bundled with the function (netlify.toml `included_files`); none when absent. */
function bundledNoDraw(env: NodeJS.ProcessEnv): NoDrawEntry[] {
  const found = bundledDataFile(env, NO_DRAW_FILE);
  return found === undefined ? [] : parseNoDraw(found, readFileSync(found, 'utf8'));
}

/** data/sources.json as bundled with the function; without it only GLO's lottery is considered. */
function bundledSourcesConfig(env: NodeJS.ProcessEnv): SourcesConfig {
  const found = bundledDataFile(env, SOURCES_FILE, env['SOURCES_CONFIG']);
  return (found === undefined ? null : readSourcesConfigFileSync(found)) ?? NO_SOURCES_CONFIG;
}

/** The store's folder, whose files netlify.toml's `included_files` bundles under the same name. */
const DATA_DIR = 'data';

/** The first of `override`, data/`name` under the working directory, and under LAMBDA_TASK_ROOT that exists. */
function bundledDataFile(env: NodeJS.ProcessEnv, name: string, override?: string): string | undefined {
  const candidates = [override, ...bundlePaths(env, DATA_DIR, name)];
  return candidates.find((path): path is string => typeof path === 'string' && path !== '' && existsSync(path));
}
