import type {
  CalculationsResponse,
  CheckResponse,
  ErrorResponse,
  LotteriesResponse,
  ResultsResponse,
  StatsResponse,
} from '../contract/schemas/index.ts';

/**
 * A body as the answer functions build it: the contract's type (contract/schemas/), except that any
 * object or array in it may be given as `RawJson` of that type, text already serialized.
 */
export type Encoded<T> = T extends readonly (infer U)[]
  ? ReadonlyArray<Wire<U>>
  : T extends object
    ? { readonly [K in keyof T]: Wire<T[K]> }
    : T;
type Wire<T> = T extends object ? Encoded<T> | RawJson<T> : T;

/** A body built of plain values only, no `RawJson` anywhere (read-only, as answers are never edited). */
export type Plain<T> = T extends readonly (infer U)[]
  ? ReadonlyArray<Plain<U>>
  : T extends object
    ? { readonly [K in keyof T]: Plain<T[K]> }
    : T;

/** Every body an endpoint may answer (SPEC "Resources" and "Errors"). */
export type Body =
  | ErrorResponse
  | Encoded<ResultsResponse>
  | Encoded<CheckResponse>
  | Encoded<StatsResponse>
  | Encoded<CalculationsResponse>
  | Encoded<LotteriesResponse>;

/** What an endpoint answers: the HTTP status and the JSON body (SPEC "Errors", C2). */
export interface Answer<B extends object = Body> {
  readonly status: number;
  readonly body: B;
}

/** A data endpoint's answer: its body, or the error of SPEC "Errors" (404 without data, C2.7). */
export type DataAnswer<T extends object> = Answer<Encoded<T> | ErrorResponse>;

/**
 * A piece of a body that is already JSON text. The build renders the same draw or the same
 * 10,000-number list into many files (every limit, every language); keeping its text once makes
 * serializing those files as cheap as copying it. `serialize` splices it in verbatim.
 */
export class RawJson<T = unknown> {
  /** The type of the value the text encodes, for the compiler only (never set). */
  declare readonly encodes?: T;
  constructor(readonly json: string) {}
  static of<T>(value: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(value));
  }
  /**
   * JSON.stringify calls this for RawJson values only (a replacer would be called for every value
   * of every body, which cost more than the serialization itself): it leaves a token that
   * `serialize` then swaps for the text. Outside `serialize` it gives back the value, which
   * JSON.stringify writes as the same JSON.
   */
  toJSON(): unknown {
    if (!collecting) return JSON.parse(this.json);
    collecting.push(this.json);
    return `\u0000raw${collecting.length - 1}\u0000`;
  }
}

const TOKEN = /"\\u0000raw(\d+)\\u0000"/g;
/** The pieces of the body `serialize` is writing; JSON.stringify is synchronous, so one at a time. */
let collecting: string[] | null = null;

/**
 * The serialization of the answer bodies: the build writes every published answer with it
 * (publish/outputs.ts) and the servers their computed answers (serve/http-result.ts). A live /check
 * answer is `Plain` (checkAnswer's type), so its handler may use JSON.stringify, which gives the
 * same bytes for a body without RawJson (check-handler.ts); so every path agrees (C1.3).
 */
export function serialize(body: object): string {
  const pieces: string[] = [];
  collecting = pieces;
  let text: string;
  try {
    text = JSON.stringify(body);
  } finally {
    collecting = null;
  }
  return pieces.length === 0 ? text : text.replace(TOKEN, (_m, i: string) => pieces[Number(i)] as string);
}

/** SPEC "Errors": `{ success: false, error }`. */
export function errorAnswer(status: number, error: string): Answer<ErrorResponse> {
  return { status, body: { success: false, error } };
}
