import { parentPort } from 'node:worker_threads';
import { StoreError } from '../errors/store-error.ts';
import { parseLotteryFiles } from './parse-draws.ts';
import type { ParseReply, ParseRequest } from './draw-parser.ts';

/** The parser's worker thread (draw-parser.ts): parses and validates one lottery per message. */
parentPort?.on('message', (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    reply = { id: request.id, draws: parseLotteryFiles(request.lottery, request.files) };
  } catch (error) {
    reply =
      error instanceof StoreError
        ? { id: request.id, error: { file: error.file, detail: error.detail } }
        : { id: request.id, error: { file: request.files[0]?.path ?? request.lottery, detail: error instanceof Error ? error.message : String(error) } };
  }
  parentPort?.postMessage(reply);
});
