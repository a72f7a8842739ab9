/**
 * Build step (docs/architecture.md §5): writes the pre-rendered home and search pages under dist/prerendered
 * from the SSR build in dist-ssr, the built dist/index.html and Vite's dist/.vite/manifest.json,
 * and records them in dist/site-manifest.json as { "prerendered": { "/fr": "prerendered/fr/index.html", ... } }
 * (keeping any other key, e.g. the "routes" the serving step writes), with "scriptHashes", the CSP
 * hash-sources of the inline scripts the pages carry (INLINE_SCRIPT_HASHES). dist/index.html stays the
 * empty shell of every other page. The pre-rendered pages hold their CSS in a <style> (headTags).
 * Also writes the list of the booking steps' files (dist/assets/screen-files-<hash>.json) and names
 * it in a <meta name="screen-files"> of dist/index.html and so of every pre-rendered page.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const {
  INLINE_SCRIPT_HASHES,
  PRERENDERED_PATHS,
  prerenderPage,
  prerenderedFile,
  screenFilesAsset,
  siteOrigin,
  stepScreenFiles,
  withScreenFilesMeta,
} = await import(join(web, 'dist-ssr', 'prerender-page.js'));
const built = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

// the booking steps' files, for the site to prefetch the next step (src/lib/next-screen.ts), named
// by every page: the shell (dist/index.html) and, through it as their template, the pre-rendered ones
const screenFiles = screenFilesAsset(stepScreenFiles(manifest, built));
await writeFile(join(dist, screenFiles.file), screenFiles.text);
const template = withScreenFilesMeta(built, screenFiles.file);
await writeFile(join(dist, 'index.html'), template);
console.log(`booking steps' files -> dist/${screenFiles.file} (${screenFiles.text.length} bytes)`);

const origin = siteOrigin();
const prerendered = {};
for (const path of PRERENDERED_PATHS) {
  const file = prerenderedFile(path);
  const html = await prerenderPage(
    path,
    template,
    manifest,
    (css) => readFileSync(join(dist, css), 'utf8'),
    origin,
  );
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
  prerendered[path] = file;
  console.log(`prerendered ${path} -> dist/${file} (${html.length} bytes)`);
}

const siteManifestPath = join(dist, 'site-manifest.json');
const siteManifest = JSON.parse(await readFile(siteManifestPath, 'utf8').catch(() => '{}'));
siteManifest.prerendered = prerendered;
// the CSP hash-sources of the pages' inline scripts, which the server allows in script-src
siteManifest.scriptHashes = INLINE_SCRIPT_HASHES;
// the origin of the pages' canonical and hreflang links (PUBLIC_URL at build), checked by the server
siteManifest.origin = origin;
await writeFile(siteManifestPath, `${JSON.stringify(siteManifest, null, 2)}\n`);
