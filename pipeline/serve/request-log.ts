import type http from 'node:http';

/** The part of a request target written to the log, and the characters that may not reach it. */
const LOGGED_URL_CHARS = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what the log must not carry
const UNPRINTABLE = /[\u0000-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const HAS_UNPRINTABLE = /[\u0000-\u001f\u007f]/;

/** The local server's log: one line per request, and the lines of faults and unreadable requests. */
export class RequestLog {
  readonly #write: (line: string) => void;
  #ms = 0;
  #iso = '';

  constructor(write: (line: string) => void) {
    this.#write = write;
  }

  line(text: string): void {
    this.#write(text);
  }

  /** One request, answered: time, status, method, target (cut, control characters as `?`), duration, client. */
  request(req: http.IncomingMessage, res: http.ServerResponse, started: number): void {
    let target = req.url ?? '';
    if (target.length > LOGGED_URL_CHARS) target = target.slice(0, LOGGED_URL_CHARS);
    if (HAS_UNPRINTABLE.test(target)) target = target.replace(UNPRINTABLE, '?');
    this.#write(
      `${this.now()} ${res.statusCode} ${req.method} ${target} ${(performance.now() - started).toFixed(1)}ms ${req.socket.remoteAddress ?? '-'}`,
    );
  }

  /** The time of a log line; formatting a Date cost more than the rest of the line, so it is done once a millisecond. */
  now(): string {
    const now = Date.now();
    if (now !== this.#ms) {
      this.#ms = now;
      this.#iso = new Date(now).toISOString();
    }
    return this.#iso;
  }
}
