/**
 * The shapes of the API answers the pages and scripts read (SPEC "Resources", CONTRACT C4-C6).
 * openapi.json's schemas are the contract and the tests hold every answer to them; these types
 * only describe, for the compiler, the fields the site shows.
 */
export interface PendingPrizeJson {
  readonly slug: string;
  readonly name: string;
}

export interface PrizeJson {
  readonly slug: string;
  readonly name: string;
  readonly amount: string;
  readonly numbers: readonly string[];
}

export interface DrawJson {
  readonly lottery: string;
  readonly lotteryName: string;
  readonly drawDate: string;
  readonly displayName: string;
  readonly status: 'complete' | 'announced';
  readonly pendingPrizes: readonly PendingPrizeJson[];
  readonly publishedAt: string;
  readonly publishedAtText?: string;
  readonly prizes: readonly PrizeJson[];
}

export interface AttributionJson {
  readonly source: string;
  readonly url: string;
  readonly note?: string;
  readonly dataSource?: string;
}

export interface ErrorBody {
  readonly success: false;
  readonly error: string;
}

export interface ResultsBody {
  readonly success: true;
  readonly attribution: AttributionJson;
  readonly data: readonly DrawJson[];
}

export interface CheckMatchJson {
  readonly slug: string;
  readonly prize: string;
  readonly amount: string;
  readonly winningNumber: string;
}

export interface CheckBody {
  readonly success: true;
  readonly data: {
    readonly number: string;
    readonly isWinner: boolean;
    readonly drawDate: string;
    readonly displayName: string;
    readonly complete: boolean;
    readonly pendingPrizes: readonly PendingPrizeJson[];
    readonly notice: string | null;
    readonly matches: readonly CheckMatchJson[];
    readonly totalAmount: number;
  };
  readonly disclaimer: string;
  readonly attribution: AttributionJson;
}

export interface StatsNumberJson {
  readonly number: string;
  readonly count: number;
  readonly lastDate: string;
  readonly drawsSince: number;
}

export interface StatsPrizeJson {
  readonly prize: string;
  readonly prizeName: string;
  readonly draws: number;
  readonly picks: number;
  readonly possibleValues: number;
  readonly expectedPerNumber: number;
  readonly numbers: readonly StatsNumberJson[];
  readonly neverDrawn: readonly string[];
}

export interface StatsBody {
  readonly success: true;
  readonly attribution: AttributionJson;
  readonly lottery: string;
  readonly dataset: { readonly draws: number; readonly firstDate: string; readonly lastDate: string; readonly updatedAt: string };
  readonly prizes: readonly StatsPrizeJson[];
}

/** Whether a parsed JSON body is one of the service's answers (`success` present). */
export function isAnswer(value: unknown): value is { readonly success: boolean } {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/** Whether a parsed JSON body is the service's error answer. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return isAnswer(value) && !value.success && typeof (value as { error?: unknown }).error === 'string';
}
