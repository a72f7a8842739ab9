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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // zod-jitless.ts in a chunk of its own, which the entry imports (so runs) before the chunk
    // holding zod and the contract's schemas: code in the entry chunk runs after it (issue 9 §5)
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'zod-jitless', test: /zod-jitless/ }] } },
    },
  },
});
