import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { addVary } from './vary.ts';

/** The content codings an answer may be sent in (RFC 9110 §8.4.1; docs/architecture.md §5). */
export type Coding = 'br' | 'gzip' | 'identity';
const CODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * How hard an answer is compressed (docs/architecture.md §5):
 * - 'dynamic': made for one request and perhaps a few repeats (a search answer): Brotli quality 1,
 *   gzip level 6. Measured on a 16 kB return search answer (2026-11-28, docs/benchmarks.md):
 *   Brotli 1 takes about 24 µs and gives 2,000 bytes, Brotli 3 51-68 µs for 1,909 bytes, Brotli 4
 *   (@fastify/compress's default) more again; both fit the same two TCP segments, so quality 1
 *   costs the traveller nothing and saves a tenth of an uncached search's CPU;
 * - 'static': made once per version of the data and sent many times (locations, configuration):
 *   Brotli 11, gzip 9.
 */
export type Effort = 'dynamic' | 'static';

/**
 * @fastify/compress's Brotli options for the answers it compresses per request (app.ts;
 * docs/architecture.md §5): the 'dynamic' effort.
 */
export const DYNAMIC_BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const STATIC_BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

let lastHeader: string | undefined;
let lastCoding: Coding = 'identity';

/**
 * The coding to send an answer in for this Accept-Encoding header (RFC 9110 §12.5.3): 'br' or
 * 'gzip' as the header prefers them by q-value (br first on a tie), else 'identity' (no header, an
 * empty one, `identity`, or only codings we do not make). `*` and `x-gzip` read as gzip, as
 * @fastify/compress reads them, so both make the same choice. Parsed by @fastify/accept-negotiator
 * (the parser @fastify/compress uses); the last header's answer is kept, as a browser sends the
 * same header on every call. Issue 9 §1.
 */
export function acceptedCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  if (header === lastHeader) return lastCoding;
  const found = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), CODINGS);
  lastHeader = header;
  lastCoding = found ?? 'identity';
  return lastCoding;
}

/**
 * One answer body kept to be sent many times (static data per version, a cached search answer;
 * docs/architecture.md §5), in each coding at most once: a compressed copy is made on its coding's first
 * request and kept, and the JSON text is then let go (a 16 kB search answer is kept as its 2 kB
 * Brotli copy). Uncompressed, the text is sent as it is the first time and made into UTF-8 bytes
 * on the second (most search answers are sent once: bytes made for each would cost more than they
 * save); a body that no longer has its text decompresses a kept copy once.
 */
export class EncodedBody {
  #text: string | null;
  #textSent = false;
  #copies: Partial<Record<Coding, Buffer>> = {};
  readonly #effort: Effort;

  /** `text`: the answer as sent uncompressed (JSON); `effort`: see Effort. */
  constructor(text: string, effort: Effort) {
    this.#text = text;
    this.#effort = effort;
  }

  /** What to send for `coding`: the body compressed (made on the first call and kept), or uncompressed. */
  payload(coding: Coding): string | Buffer {
    const copies = this.#copies;
    const kept = copies[coding];
    if (kept) return kept;
    const text = this.#text;
    if (coding === 'identity' && text !== null && !this.#textSent) {
      this.#textSent = true;
      return text;
    }
    const made =
      coding === 'identity' ? this.#decompress(text) : this.#compress(coding, text ?? this.#decompress(null));
    copies[coding] = made;
    this.#text = null;
    return made;
  }

  /** The UTF-8 bytes of `text`, or, without it, of a kept copy decompressed. */
  #decompress(text: string | null): Buffer {
    const copies = this.#copies;
    if (copies.identity) return copies.identity;
    if (text !== null) return Buffer.from(text);
    return copies.br ? brotliDecompressSync(copies.br) : gunzipSync(copies.gzip!);
  }

  #compress(coding: 'br' | 'gzip', raw: string | Buffer): Buffer {
    const effort = this.#effort;
    if (coding === 'gzip') return gzipSync(raw, { level: effort === 'static' ? 9 : 6 });
    const options = effort === 'static' ? STATIC_BROTLI_OPTIONS : DYNAMIC_BROTLI_OPTIONS;
    return brotliCompressSync(raw, {
      params: { ...options.params, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
  }
}

/**
 * Sends `body` in the coding the request's Accept-Encoding prefers (acceptedCoding), with
 * `Content-Encoding` when compressed and `Vary: Accept-Encoding` always (a shared cache must not
 * hand a Brotli copy to a client that asked for none). The route sets its own Content-Type.
 * Under @fastify/compress the answer stays as sent (it passes on an answer that has a
 * Content-Encoding, and makes the same choice of coding); routes opt out of it
 * (`compress: false`) only to skip its hook. Issue 9 §1 and §6.
 */
export function sendEncoded(reply: FastifyReply, body: EncodedBody): FastifyReply {
  const coding = acceptedCoding(reply.request.headers['accept-encoding']);
  addVary(reply, 'Accept-Encoding');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(body.payload(coding));
}
