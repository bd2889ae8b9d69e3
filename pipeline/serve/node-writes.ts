import type http from 'node:http';
import Negotiator from 'negotiator';
import type { HttpResult } from './http-result.ts';
import type { CachedFile, Encoding } from './tree-cache.ts';

/**
 * The local server's writes to node:http (issue 14: no Web Request or Response on its hot path):
 * headers precomputed as flat lists, the quota headers appended, bodies written as they are.
 */

/** At most this many distinct Accept-Encoding values keep their negotiated coding. */
const NEGOTIATION_CACHE_SIZE = 256;

/**
 * Writes a published file with `status`: the representation of the negotiated coding, or a 304 when
 * If-None-Match names it (C3.3, C3.4); HEAD gets the headers only. `rate`: the quota headers, if counted.
 */
export function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  file: CachedFile,
  rate: readonly string[] | null,
): undefined {
  const accept = req.headers['accept-encoding'];
  const rep = accept === undefined ? file.identity : file.variant(negotiate(accept));
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && status === 200 && file.matches(ifNoneMatch, rep)) {
    res.writeHead(304, withRate(rep.notModifiedHeaders, rate));
    res.end();
    return undefined;
  }
  res.writeHead(status, withRate(rep.headers, rate));
  res.end(req.method === 'HEAD' ? undefined : rep.bytes);
  return undefined;
}

/** Writes a JSON (or preflight) answer; HEAD gets the same headers, `Content-Length` included, and no body. */
export function writeResult(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  result: HttpResult,
  rate: readonly string[] | null,
): undefined {
  const headers = withRate(result.headers.flat, rate);
  if (result.body === null) {
    res.writeHead(result.status, headers);
    res.end();
    return undefined;
  }
  headers.push('Content-Length', String(Buffer.byteLength(result.body)));
  res.writeHead(result.status, headers);
  res.end(req.method === 'HEAD' ? undefined : result.body);
  return undefined;
}

function withRate(headers: readonly string[], rate: readonly string[] | null): string[] {
  return rate ? headers.concat(rate) : headers.slice();
}

/** Accept-Encoding -> the coding to send; clients send few distinct values, so each is negotiated once. */
const NEGOTIATED = new Map<string, Encoding>();

export function negotiate(accept: string): Encoding {
  const negotiated = NEGOTIATED;
  let encoding = negotiated.get(accept);
  if (encoding === undefined) {
    encoding =
      (new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(['br', 'gzip', 'identity']) as Encoding | undefined) ??
      'identity';
    if (negotiated.size >= NEGOTIATION_CACHE_SIZE) negotiated.clear();
    negotiated.set(accept, encoding);
  }
  return encoding;
}
