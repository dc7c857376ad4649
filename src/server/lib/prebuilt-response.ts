/**
 * Answers built whole, for the hottest public reads: a plain header object (security headers
 * included) and bytes that are already encoded, so that no middleware has to read or rewrite the
 * response afterwards. The Node adapter writes such an answer straight to the socket; going through
 * Hono's `c.body()` with several headers, then adding more and compressing, cost more than half of
 * a cached read's time.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { markPrebuilt, securityHeaderRecord } from './security';

/** Below this a gzip frame saves little; compress() uses the same threshold. */
const MIN_GZIP_BYTES = 1024;

const JSON_TYPE = 'application/json; charset=UTF-8';

const gzipped = new WeakMap<Uint8Array, Uint8Array<ArrayBuffer>>();
const versions = new WeakMap<Uint8Array, string>();
const baseHeaders = new WeakMap<Env, Record<string, string>>();

/** Whether the answer of `body` goes gzipped to a client that sent this Accept-Encoding. */
const sendsGzip = (body: Uint8Array, acceptEncoding: string | undefined) =>
  body.length >= MIN_GZIP_BYTES && /\bgzip\b/.test(acceptEncoding ?? '');

function gzipOnce(body: Uint8Array<ArrayBuffer>) {
  let gz = gzipped.get(body);
  if (!gz) {
    gz = new Uint8Array(gzipSync(body));
    gzipped.set(body, gz);
  }
  return gz;
}

/**
 * The version of an answer's bytes, sent as its ETag: a digest, so every instance gives the same
 * bytes the same version, and the live stream can tell a client whose data is already current
 * (decision 031). Made once per bytes object, as cached bodies are reused.
 */
/**
 * The ETag header of an answer: weak, since the same version is sent gzipped and plain (a strong tag
 * would name one encoding's bytes).
 */
const etagOf = (body: Uint8Array) => `W/${answerVersion(body)}`;

export function answerVersion(body: Uint8Array): string {
  let version = versions.get(body);
  if (!version) {
    version = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    versions.set(body, version);
  }
  return version;
}

/**
 * A 200 JSON answer of `body` (the same bytes object for as long as it is cached, so its gzip is
 * made once). Vary is set because the bytes depend on Accept-Encoding.
 */
export function prebuiltJson(
  c: Context<AppEnv>,
  env: Env,
  body: Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): Response {
  // A signed-in request may carry a renewed session cookie in Hono's prepared headers, which only
  // c.body() applies: it takes the ordinary path, and the middlewares add the rest.
  // c.get, not c.var: each read of c.var copies every variable into a new object.
  if (c.get('user')) {
    return c.body(body, 200, {
      ...headers,
      'Content-Type': JSON_TYPE,
      Vary: 'Accept-Encoding',
      ETag: etagOf(body),
    });
  }
  const answer = wholeJsonAnswer(env, body, headers, c.get('requestId'), c.req.header('accept-encoding'));
  return markPrebuilt(new Response(answer.bytes, { status: 200, headers: answer.headers }));
}

/**
 * The headers and bytes of a whole JSON answer: the security headers, the route's own, the request
 * id, and gzip when the client takes it. Shared by `prebuiltJson` and the cached answers written
 * straight to the socket (`answerOnSocket` in app.ts), so both send the same answer.
 */
export function wholeJsonAnswer(
  env: Env,
  body: Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
  requestId: string,
  acceptEncoding: string | undefined,
): { headers: Record<string, string>; bytes: Uint8Array<ArrayBuffer> } {
  let base = baseHeaders.get(env);
  if (!base) {
    base = {
      ...securityHeaderRecord(env),
      'Content-Type': JSON_TYPE,
      Vary: 'Accept-Encoding',
    };
    baseHeaders.set(env, base);
  }
  const gzip = sendsGzip(body, acceptEncoding);
  return {
    bytes: gzip ? gzipOnce(body) : body,
    headers: {
      ...base,
      ...headers,
      ETag: etagOf(body),
      'X-Request-Id': requestId,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
  };
}

/** What one whole answer is written with on the socket: `writeHead(200, lines)`, then `end(bytes)`. */
export interface SocketAnswer {
  /** Header names and values in turn, Content-Length included. */
  lines: string[];
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The socket answers of one route's whole JSON reads (`answerOnSocket` in app.ts). The header lines
 * come from `wholeJsonAnswer`, so the socket sends what `prebuiltJson` sends, and are made once per
 * body and encoding: an answer then costs a copy of a short array with its request id put in. Building
 * the header object per answer (two copies of some twenty headers) and Node's walk of its keys cost
 * more than the rest of a cached read.
 */
export function socketAnswers(env: Env, headers: Record<string, string>) {
  type Made = { lines: string[]; requestIdAt: number; bytes: Uint8Array<ArrayBuffer> };
  // One body at a time: a new one (the read changed) replaces both encodings.
  let made: { body: Uint8Array; identity?: Made; gzip?: Made } | undefined;
  const make = (body: Uint8Array<ArrayBuffer>, gzip: boolean): Made => {
    const answer = wholeJsonAnswer(env, body, headers, '', gzip ? 'gzip' : undefined);
    const lines = Object.entries(answer.headers).flat();
    lines.push('Content-Length', String(answer.bytes.byteLength));
    return { lines, requestIdAt: lines.indexOf('X-Request-Id') + 1, bytes: answer.bytes };
  };
  return (
    body: Uint8Array<ArrayBuffer>,
    requestId: string,
    acceptEncoding: string | undefined,
  ): SocketAnswer => {
    if (made?.body !== body) made = { body };
    const encoding = sendsGzip(body, acceptEncoding) ? 'gzip' : 'identity';
    made[encoding] ??= make(body, encoding === 'gzip');
    const ready = made[encoding];
    const lines = ready.lines.slice();
    lines[ready.requestIdAt] = requestId;
    return { lines, bytes: ready.bytes };
  };
}
