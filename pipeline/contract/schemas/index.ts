import type { z } from 'zod';
import {
  CalculationLottery,
  CalculationPrize,
  CalculationsResponse,
  DigitBreakdown,
  PairBreakdown,
  PrizeCalculation,
  RankedDigit,
  RankedPair,
  SourceDraw,
} from './calculations.ts';
import { CheckAttribution, CheckManyItem, CheckManyResponse, CheckManyResult, CheckResponse, CheckResult, Match } from './check.ts';
import { Amount, Digits, ErrorResponse, IsoDate, IsoInstant, Lang, LotteryId, PendingPrize, PrizeSlug, Window } from './common.ts';
import { BuildManifest, DrawArchive, LatestDraw, LatestIndex, OpenApiDocument, ReadmeMarkdown } from './published-files.ts';
import { Draw, Prize, ResultsAttribution, ResultsResponse } from './results.ts';
import { NumberCount, PrizeGroup, StatsAttribution, StatsDataset, StatsResponse } from './stats.ts';
import { SourceRecord, StoredDraw, StoredPrize } from './stored-draw.ts';
import { LotteriesBody } from '../lotteries-body.ts';
import {
  AtomFeed,
  Calendar,
  HistoryCsv,
  HistoryDraw,
  HistoryFile,
  HistoryFileEntry,
  HistoryIndex,
  HistoryIndexEntry,
  JsonFeed,
} from './downloads.ts';

/**
 * Every schema of the contract (C7) by the name openapi.json gives it under `components.schemas`,
 * in the document's order. Each is defined once, in zod, in this folder: the answer functions'
 * body types are their `z.infer`, and openapi.json's schemas are generated from them.
 */
export const COMPONENTS = {
  LotteryId,
  Lang,
  PrizeSlug,
  Window,
  IsoDate,
  IsoInstant,
  Amount,
  Digits,
  ErrorResponse,
  PendingPrize,
  Prize,
  Draw,
  ResultsAttribution,
  ResultsResponse,
  CheckAttribution,
  Match,
  CheckResult,
  CheckResponse,
  CheckManyItem,
  CheckManyResult,
  CheckManyResponse,
  StatsAttribution,
  StatsDataset,
  NumberCount,
  PrizeGroup,
  StatsResponse,
  CalculationLottery,
  CalculationPrize,
  SourceDraw,
  DigitBreakdown,
  PairBreakdown,
  RankedDigit,
  RankedPair,
  PrizeCalculation,
  CalculationsResponse,
  LotteriesResponse: LotteriesBody,
  HistoryDraw,
  HistoryFile,
  HistoryFileEntry,
  HistoryIndexEntry,
  HistoryIndex,
  JsonFeed,
  AtomFeed,
  Calendar,
  HistoryCsv,
  StoredPrize,
  SourceRecord,
  StoredDraw,
  LatestDraw,
  DrawArchive,
  LatestIndex,
  BuildManifest,
  OpenApiDocument,
  ReadmeMarkdown,
} as const satisfies Record<string, z.ZodType>;

/** The names of `components.schemas`. */
export type SchemaName = keyof typeof COMPONENTS;

export * from './calculations.ts';
export * from './check.ts';
export * from './common.ts';
export * from './downloads.ts';
export * from './published-files.ts';
export * from './results.ts';
export * from './stats.ts';
export * from './stored-draw.ts';

/** The body of GET /lotteries (C9.1). */
export type LotteriesResponse = z.infer<typeof LotteriesBody>;
