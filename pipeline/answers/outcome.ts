import type { LotteryId } from '../registry/index.ts';
import type { Answer } from './answer.ts';
import type { Endpoint, LiveEndpoint, ParamsOf } from '../contract/endpoints.ts';

/** The outcomes of route() (route.ts), apart so that download-route.ts can return them without importing route.ts back. */

/** What serves a request: a published file, a computed answer, or a live endpoint's handler. */
export type Outcome =
  | { readonly kind: 'file'; readonly file: string; readonly status: 200; readonly endpoint: Endpoint | 'file' }
  /** A published error document (C2.7 no data, C3.6 not found) and the answer it holds. */
  | { readonly kind: 'error-file'; readonly file: string; readonly answer: Answer; readonly endpoint: Endpoint | null }
  /** A computed answer; `endpoint` is null for the paths of the download files (issue 12). */
  | { readonly kind: 'answer'; readonly answer: Answer; readonly endpoint: Endpoint | null }
  | LiveOutcome;

/** A valid request to a live endpoint, for its handler to answer. */
export type LiveOutcome = {
  [E in LiveEndpoint]: { readonly kind: 'live'; readonly endpoint: E; readonly params: ParamsOf<E> };
}[LiveEndpoint];

export type FileOutcome = Extract<Outcome, { kind: 'file' }>;
export type ErrorFileOutcome = Extract<Outcome, { kind: 'error-file' }>;

/** Whether a lottery has stored draws (from the published latest-draw index). */
export type HasData = (lottery: LotteryId) => boolean;
