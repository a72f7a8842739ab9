/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of the
 * built site (docs/architecture.md §5), for @fastify/static's `preCompressed` to serve by Accept-Encoding.
 * The LAST step of `npm run build -w apps/web`: every step that writes into dist runs before it.
 * Source maps and site-manifest.json are skipped (only developers fetch the maps; the server reads
 * the manifest from disk); a copy that would not be smaller than its file is not written (the
 * server then sends the file itself). Usage: node scripts/compress-dist.mjs [dist]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of the text files worth compressing. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/** Every file under `dir`, recursively. */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const dist = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
let count = 0;
let before = 0;
let afterBr = 0;
for (const file of [...files(dist)]) {
  // the manifest is read by the server from disk, never sent
  if (!TEXT.has(extname(file)) || file.endsWith('site-manifest.json')) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += statSync(file).size;
  afterBr += Math.min(br.length, data.length);
}
console.log(`compress-dist: ${count} text files, ${before} bytes -> ${afterBr} bytes with Brotli`);
