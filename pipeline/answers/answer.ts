/** What an endpoint answers: the HTTP status and the JSON body (SPEC "Errors", C2). */
export interface Answer {
  readonly status: number;
  readonly body: object;
}

/**
 * A piece of a body that is already JSON text. The build renders the same draw or the same
 * 10,000-number list into many files (every limit, every language); keeping its text once makes
 * serializing those files as cheap as copying it. `serialize` splices it in verbatim.
 */
export class RawJson {
  constructor(readonly json: string) {}
  static of(value: unknown): RawJson {
    return new RawJson(JSON.stringify(value));
  }
  /**
   * JSON.stringify calls this for RawJson values only (a replacer would be called for every value
   * of every body, which cost more than the serialization itself): it leaves a token that
   * `serialize` then swaps for the text. Outside `serialize` the piece is written as its text.
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

/** The one serialization every path uses, so bodies agree byte for byte (C1.3). */
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
export function errorAnswer(status: number, error: string): Answer {
  return { status, body: { success: false, error } };
}

