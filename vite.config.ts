import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url));

export default defineConfig({
  base: '/vue/',
  root: 'web',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/poll-bundle-size.mjs follow what the light poll page (poll.html) loads.
    manifest: true,
    rolldownOptions: { input: { index: page('index.html'), poll: page('poll.html') } },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
