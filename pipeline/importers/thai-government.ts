import { ImportError } from '../errors/import-error.ts';
import { nearFirstOf } from '../draws/validate-draw.ts';
import { type PrizeSlug, gloPriceApplies, lottery } from '../registry/index.ts';
import { type DraftDraw, type DraftPrize, buildDraw } from './build-draw.ts';
import { type SourceView, crossCheck } from './cross-check.ts';
import { readGloArchive } from './glo-archive.ts';
import { readSecretMans } from './secretmans.ts';
import type { Disagreement, ImportContext, ImporterOutput, Notice, PairSummary, PrizeSets } from './types.ts';
import { readVichaArchive, type VichaRecord } from './vicha-archive.ts';

/**
 * thai-government from datasets/thai-government (PROVENANCE "Recommendation"):
 * 1. GLO's own responses (GarliQz) are the record for every draw they have (2010-03-01..2026-05-02);
 * 2. vicha-w back-fills the draws GLO lacks (2006-12-30..2010-02-16 and 2026-05-16);
 * 3. SecretMans only the draws neither has (2026-06-01, 2026-06-16, 2026-07-01).
 * Where sources overlap every prize is compared and every difference reported; the value of the
 * higher source stands (C8.2). Scraped draws, and GLO's before today's amounts, take the registry's
 * amount of their era (C4.2).
 */
export async function importThaiGovernment(folder: string, context: ImportContext): Promise<ImporterOutput> {
  const def = lottery('thai-government');
  const glo = await readGloArchive(folder);
  const vicha = await readVichaArchive(folder, def);
  const secretMans = await readSecretMans(folder, def);
  const notices: Notice[] = [];
  const drafts = new Map<string, DraftDraw>();

  // GLO's archive gives today's prize table for every draw (gloPriceApplies): before today's
  // amounts the registry's amount of the draw's era applies, as for the scraped draws (buildDraw).
  for (const g of glo) {
    drafts.set(g.date, {
      date: g.date,
      ...(g.drawnOn !== undefined ? { drawnOn: g.drawnOn } : {}),
      prizes: gloPriceApplies(g.date) ? g.prizes : withoutAmounts(g.prizes),
      sources: [{ source: 'dataset:glo-archive', ref: g.ref, prizes: slugs(g.prizes) }],
      origin: { file: g.file, line: null },
    });
  }

  for (const v of vicha) {
    if (v.skipped !== undefined) {
      notices.push({ kind: 'skipped', ref: v.ref, message: v.skipped });
      continue;
    }
    if (drafts.has(v.date)) continue;
    drafts.set(v.date, vichaDraft(v, notices));
  }

  for (const stub of secretMans.stubs) {
    notices.push({ kind: 'skipped', ref: stub.ref, message: stub.reason });
  }
  for (const dup of secretMans.duplicates) {
    notices.push({ kind: 'duplicate', ref: dup.ref, message: `repeats entry ${dup.of} (the same draw, the same numbers); read once` });
  }
  for (const s of secretMans.records) {
    if (s.skipped !== undefined) {
      notices.push({ kind: 'skipped', ref: s.ref, date: s.date, message: s.skipped });
      continue;
    }
    if (drafts.has(s.date)) continue;
    for (const u of s.unusable) {
      notices.push({
        kind: 'not-stored',
        ref: s.ref,
        date: s.date,
        message: `${u.prize} not stored: ${u.tokens.join(' ')} are placeholders or truncated`,
      });
    }
    const prizes: Partial<Record<PrizeSlug, DraftPrize>> = {};
    for (const [slug, numbers] of Object.entries(s.usable)) if (numbers) prizes[slug as PrizeSlug] = { numbers };
    drafts.set(s.date, {
      date: s.date,
      ...(s.drawnOn !== undefined ? { drawnOn: s.drawnOn } : {}),
      prizes,
      sources: [{ source: 'dataset:secretmans', ref: s.ref, prizes: slugs(prizes) }],
      origin: { file: secretMans.file, line: s.line },
    });
  }

  const draws = [...drafts.values()].sort((a, b) => (a.date < b.date ? -1 : 1)).map((d) => buildDraw(def, d, context.today));
  // The result pages' amounts (SecretMans) against the ones each draw gets: the registry's eras
  // rest on them, so a page that says otherwise is reported.
  const byDate = new Map(draws.map((d) => [d.date, d]));
  for (const s of secretMans.records) {
    const stored = byDate.get(s.date);
    if (s.skipped !== undefined || !stored) continue;
    for (const [slug, amount] of Object.entries(s.amounts) as Array<[PrizeSlug, string]>) {
      const held = stored.prizes[slug]?.amount;
      if (held === undefined || held === amount) continue;
      notices.push({
        kind: 'amount-differs',
        ref: s.ref,
        date: s.date,
        message: `${slug}: the result page gives ${amount}, the draw has ${held}`,
      });
    }
  }

  const views = {
    glo: view(
      'dataset:glo-archive',
      glo.map((g) => [g.date, g.view, g.ref, false]),
    ),
    vicha: view(
      'dataset:vicha-w',
      vicha.map((v) => [v.date, v.prizes, v.ref, v.skipped !== undefined]),
    ),
    secretMans: view(
      'dataset:secretmans',
      secretMans.records.map((s) => [s.date, s.view, s.ref, s.skipped !== undefined]),
    ),
  };
  const disagreements: Disagreement[] = [];
  const pairs: PairSummary[] = [];
  for (const [kept, other] of [
    [views.glo, views.vicha],
    [views.glo, views.secretMans],
    [views.vicha, views.secretMans],
  ] as const) {
    const result = crossCheck(def.id, kept, other, (date) => drafts.get(date)?.sources[0]?.source);
    disagreements.push(...result.disagreements);
    pairs.push(result.summary);
  }
  return { lottery: def.id, draws, notices, disagreements, pairs };
}

/**
 * A back-filled draw from the vicha-w archive. Its NEAR_FIRST is garbled in five 2007 files
 * (PROVENANCE section 2); the adjacent prizes are by definition the first prize ± 1 (DOMAIN 2.2),
 * so a disagreeing NEAR_FIRST is replaced by that, noted on the draw and reported. A NEAR_FIRST that
 * is itself a whole ± 1 pair around another number is not garbled: the file contradicts its own
 * FIRST, and the draw is refused rather than given near-first numbers no source holds (C8.3, C8.5).
 */
function vichaDraft(v: VichaRecord, notices: Notice[]): DraftDraw {
  const prizes: Partial<Record<PrizeSlug, DraftPrize>> = {};
  for (const [slug, numbers] of Object.entries(v.prizes)) if (numbers && numbers.length > 0) prizes[slug as PrizeSlug] = { numbers };
  const notes: string[] = [];
  const first = prizes['first-prize']?.numbers;
  const near = prizes['near-first-prize']?.numbers;
  if (first?.length === 1 && first[0] !== undefined && near !== undefined) {
    const expected = nearFirstOf(first[0]);
    const given = [...near].sort().join(' ');
    if (given !== expected.join(' ')) {
      const centre = aroundOf(near);
      if (centre !== null) {
        throw new ImportError(
          v.file,
          v.lines['near-first-prize'] ?? null,
          'near-first-prize',
          `draw ${v.date}: NEAR_FIRST ${given} is the pair around ${centre}, not around FIRST ${first[0]}: the file contradicts itself`,
        );
      }
      prizes['near-first-prize'] = { numbers: expected };
      const line = v.lines['near-first-prize'];
      const note = `near-first-prize recomputed as first-prize ${first[0]} ± 1; dataset:vicha-w NEAR_FIRST (line ${line}) reads ${near.join(' ')}`;
      notes.push(note);
      notices.push({ kind: 'recomputed', ref: v.ref, date: v.date, message: note });
    }
  }
  return {
    date: v.date,
    ...(v.drawnOn !== undefined ? { drawnOn: v.drawnOn } : {}),
    prizes,
    sources: [{ source: 'dataset:vicha-w', ref: v.ref, prizes: slugs(prizes) }],
    notes,
    origin: { file: v.file, line: null },
  };
}

/** The number whose ± 1 a pair of near-first numbers is, or null when they are no such pair (a garbled value). */
function aroundOf(near: readonly string[]): string | null {
  if (near.length !== 2 || !near.every((n) => /^[0-9]+$/.test(n) && n.length === near[0]?.length)) return null;
  const width = (near[0] as string).length;
  const modulus = 10 ** width;
  for (const n of near) {
    const centre = String((Number(n) + 1) % modulus).padStart(width, '0');
    if (nearFirstOf(centre).join(' ') === [...near].sort().join(' ')) return centre;
  }
  return null;
}

function slugs(prizes: Partial<Record<PrizeSlug, unknown>>): PrizeSlug[] {
  return Object.keys(prizes) as PrizeSlug[];
}

function view(source: SourceView['source'], rows: ReadonlyArray<readonly [string, PrizeSets, string, boolean]>): SourceView {
  return { source, draws: new Map(rows.map(([date, prizes, ref, skipped]) => [date, { prizes, ref, skipped }])) };
}

/** A draw's prizes without the amounts their source gave, so that the era's amounts apply. */
function withoutAmounts(prizes: Partial<Record<PrizeSlug, DraftPrize>>): Partial<Record<PrizeSlug, DraftPrize>> {
  const out: Partial<Record<PrizeSlug, DraftPrize>> = {};
  for (const [slug, prize] of Object.entries(prizes) as Array<[PrizeSlug, DraftPrize]>) out[slug] = { numbers: prize.numbers };
  return out;
}
