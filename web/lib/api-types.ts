/**
 * The shapes of the API answers the pages and scripts read (SPEC "Resources", CONTRACT C4-C6):
 * the types of the contract's zod schemas (pipeline/contract/schemas/), under the names the site
 * uses. Type-only imports, so the browser bundles get no zod.
 */
import type {
  CheckManyItem,
  CheckManyResponse,
  CheckResponse,
  Draw,
  ErrorResponse,
  Match,
  NumberCount,
  PendingPrize,
  Prize,
  PrizeGroup,
  ResultsResponse,
  StatsResponse,
} from '../../pipeline/contract/schemas/index.ts';

/** Read-only all the way down: the site reads answers, never edits them. */
type Frozen<T> = T extends readonly (infer U)[]
  ? ReadonlyArray<Frozen<U>>
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

export type PendingPrizeJson = Frozen<PendingPrize>;
export type PrizeJson = Frozen<Prize>;
export type DrawJson = Frozen<Draw>;
export type ErrorBody = Frozen<ErrorResponse>;
export type ResultsBody = Frozen<ResultsResponse>;
export type CheckMatchJson = Frozen<Match>;
export type CheckBody = Frozen<CheckResponse>;
/** C9.4: one number of a `/check-many` answer, and the answer. */
export type CheckManyResultJson = Frozen<CheckManyItem>;
export type CheckManyBody = Frozen<CheckManyResponse>;
export type StatsNumberJson = Frozen<NumberCount>;
export type StatsPrizeJson = Frozen<PrizeGroup>;
export type StatsBody = Frozen<StatsResponse>;

/** Whether a parsed JSON body is one of the service's answers (`success` present). */
export function isAnswer(value: unknown): value is { readonly success: boolean } {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/** Whether a parsed JSON body is the service's error answer. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return isAnswer(value) && !value.success && typeof (value as { error?: unknown }).error === 'string';
}
