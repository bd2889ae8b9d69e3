import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { StoreError } from '../errors/store-error.ts';
import { LOTTERIES, LOTTERY_IDS, type LotteryDef, type LotteryId, liveSourcesOf, lottery } from '../registry/index.ts';
import { readOptional } from './conflicts.ts';

/**
 * data/sources.json, the operator's optional choice of feeds (docs/ingest.md): which lottery reads
 * which feed in the documented format (docs/feed-format.md), and whether the live sources of
 * registry/live-sources.ts are asked (`"live": true`, docs/sources.md). GLO needs no entry: the
 * registry names it for thai-government. Without the file no feed and no live source is configured.
 */
export const SOURCES_FILE = 'sources.json';
export const SOURCES_CONFIG_VERSION = 1;

const FeedConfig = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
  /** The feed relays the issuer itself: draws moved off the schedule are accepted with a warning. */
  official: z.boolean().optional(),
  /** Free text for the next operator: who runs the feed, whom to ask. */
  note: z.string().optional(),
});

export const SourcesConfig = z
  .strictObject({
    version: z.literal(SOURCES_CONFIG_VERSION),
    /** Ask the brand APIs, xskt.com.vn and allhuay.com of registry/live-sources.ts. */
    live: z.boolean().optional(),
    feeds: z.partialRecord(z.enum(LOTTERY_IDS), FeedConfig),
  })
  .superRefine((config, ctx) => {
    for (const id of Object.keys(config.feeds) as LotteryId[]) {
      if (!lottery(id).sources.includes('feed')) {
        ctx.addIssue({ code: 'custom', path: ['feeds', id], message: `the registry does not allow a feed for ${id}` });
      }
    }
  });
export type SourcesConfig = z.infer<typeof SourcesConfig>;
export type FeedConfig = z.infer<typeof FeedConfig>;

export const NO_SOURCES_CONFIG: SourcesConfig = { version: SOURCES_CONFIG_VERSION, feeds: {} };

export function sourcesConfigPath(dataDir: string): string {
  return join(dataDir, SOURCES_FILE);
}

/** Parses and validates the file's text; a defect is a StoreError naming the field. */
export function parseSourcesConfig(path: string, text: string): SourcesConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new StoreError(path, `not readable JSON: ${(cause as Error).message}`, { cause });
  }
  const parsed = SourcesConfig.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoreError(path, `${issue?.path.map(String).join('.') || '(file)'}: ${issue?.message ?? 'invalid'}`, { cause: parsed.error });
  }
  return parsed.data;
}

/** The operator's configuration, or no feeds when the file does not exist. */
export async function readSourcesConfig(dataDir: string): Promise<SourcesConfig> {
  const path = sourcesConfigPath(dataDir);
  const text = await readOptional(path);
  return text === null ? NO_SOURCES_CONFIG : parseSourcesConfig(path, text);
}

/** The same, synchronously, for a function reading a bundled copy; null when there is none. */
export function readSourcesConfigFileSync(path: string): SourcesConfig | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseSourcesConfig(path, text);
}

/** Whether a lottery can be fetched at all: GLO through the registry, a live source when turned on, or a configured feed. */
export function hasSource(def: LotteryDef, config: SourcesConfig): boolean {
  return (
    def.sources.includes('glo-api') || (config.live === true && liveSourcesOf(def.id).length > 0) || config.feeds[def.id] !== undefined
  );
}

/** The lotteries `due` and `update` consider, in registry order. */
export function ingestibleLotteries(config: SourcesConfig): LotteryDef[] {
  return LOTTERIES.filter((def) => hasSource(def, config));
}
