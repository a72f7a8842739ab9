import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentMarkdown } from './src/content/markdown-plugin.ts';

/**
 * Dev and preview servers proxy /api to the API server (docs/architecture.md §1: one origin in production).
 */
const apiProxy = {
  '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
};

/**
 * The client build writes Vite's manifest (the pre-render adds the first screen's chunks to its
 * HTML, docs/architecture.md §5); `vite build --ssr` builds the pre-render into dist-ssr. Both know the
 * build's year, so the pre-rendered footer and its hydration agree.
 */
/** The leaf modules the 'home-leaves' chunk gathers (see build.rolldownOptions below). */
const HOME_LEAVES =
  /packages\/domain\/src\/languages\.ts$|src\/lib\/(log|use-hydrated)\.ts$|src\/components\/toast\/toast-store\.ts$|src\/components\/ui\/alert-message\.tsx$/;

export default defineConfig(({ isSsrBuild }) => ({
  // content/**/*.md -> HTML modules at build time, one chunk per page and language (ADR 015)
  plugins: [contentMarkdown(import.meta.dirname), react()],
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    // manifest: the pre-render (docs/architecture.md §5) and scripts/check-bundle-budget.mjs (§3) read it
    manifest: !isSsrBuild,
    // zod-jitless.ts in a chunk of its own, which the entry imports (so runs) before the chunk
    // holding zod and the contract's schemas: code in the entry chunk runs after it (docs/architecture.md §5).
    // 'home-leaves': the tiny modules the home page shares with other routes (each under 0.3 kB
    // compressed, importing nothing of ours) in one chunk, not one file each: every file costs
    // its response head (about 360 B) against the home page's 150 kB (docs/architecture.md §5).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod-jitless', test: /zod-jitless/ },
            { name: 'home-leaves', test: HOME_LEAVES },
          ],
        },
      },
    },
  },
}));
