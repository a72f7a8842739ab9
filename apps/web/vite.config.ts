import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Dev and preview servers proxy /api to the API server (DESIGN §1: one origin in production). */
const apiProxy = {
  '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // manifest: scripts/check-bundle-budget.mjs reads it (issue 9 §3).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
