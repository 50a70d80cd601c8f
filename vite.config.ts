import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const page = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url));
const modulePath = (name: string) => fileURLToPath(new URL(`./node_modules/${name}`, import.meta.url));

/**
 * Mantine's ScrollArea (the scroll container of every Table) takes one hook, useMergeRefs, from Floating
 * UI, and with it the whole of Floating UI (14 KB gzip) onto the first load of any page with a table
 * (issue 20). Mantine's own useMergedRef does the same (assigns a node to several refs, with cleanups).
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const from = "import { useMergeRefs } from '@floating-ui/react';";
  return {
    name: 'balss:scroll-area-without-floating-ui',
    transform(code, id) {
      if (!id.includes('/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs')) return null;
      if (!code.includes(from)) {
        this.warn('Mantine ScrollArea no longer imports useMergeRefs from Floating UI: drop this plugin');
        return null;
      }
      const to =
        "import { useMergedRef } from '@mantine/hooks';\nconst useMergeRefs = (refs) => useMergedRef(...refs);";
      return { code: code.replace(from, to), map: null };
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: '/vue/',
  root: 'web',
  publicDir: false,
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  resolve: {
    // React Router's package points every bundler at its development build (warnings, dev checks):
    // a production build takes its production build, about 10 KB gzip lighter on every page (issue 20).
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: modulePath('react-router/dist/production/index.mjs') }]
        : [],
  },
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
}));
