import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// With the extension: Vite's coming config loader (native Node) needs it, and TypeScript maps .js to .ts.
import { devAddresses } from './scripts/devAddresses.js';

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

/**
 * Mantine's Table carries Table.ScrollContainer, which imports ScrollArea (5 KB gzip of custom
 * scrollbars) onto the first load of every page with a table, the staff dashboard's too (issue 20).
 * Our tables scroll natively instead: the container's default type is "native", and ScrollArea is
 * not imported (a container asking for type="scrollarea" renders a plain div).
 */
function tableScrollWithoutScrollArea(): Plugin {
  const from = "import { ScrollArea } from '../ScrollArea/ScrollArea.mjs';";
  const defaults = 'type: "scrollarea"';
  return {
    name: 'balss:table-scroll-without-scroll-area',
    transform(code, id) {
      if (!id.includes('/@mantine/core/esm/components/Table/TableScrollContainer.mjs')) return null;
      if (!code.includes(from) || !code.includes(defaults)) {
        this.warn('Mantine TableScrollContainer no longer imports ScrollArea as expected: drop this plugin');
        return null;
      }
      return {
        code: code.replace(from, 'const ScrollArea = "div";').replace(defaults, 'type: "native"'),
        map: null,
      };
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The modules every SPA page loads (the main entry's static imports) in one chunk instead of ~25 small
 * ones: each file costs its import/export header and a place in every lazy route's preload list, 13.5 KB
 * gzip on the login page and on a staff page each (issue 20). What the light poll page also loads (React,
 * the API client, poll.html's own imports) stays out, so the poll page does not take the app's modules;
 * Vite's preload helper gets its own chunk, so the entry and this chunk do not import each other.
 */
function firstLoadChunks() {
  let pollModules: Set<string> | null = null;
  const pollGraph = (graph: ModuleGraph) => {
    if (pollModules) return pollModules;
    const seen = new Set<string>([page('poll.html')]);
    const queue = [page('poll.html')];
    while (queue.length > 0) {
      for (const imported of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    pollModules = seen;
    return seen;
  };
  return {
    groups: [
      { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
      {
        debugName: 'first-load',
        name: (id: string, graph: ModuleGraph) =>
          id.startsWith('\0') || id.endsWith('.html') || id === page('main.tsx') || pollGraph(graph).has(id)
            ? null
            : 'first-load',
        tags: ['$initial' as const],
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}

export default defineConfig(({ mode }) => ({
  base: '/vue/',
  root: 'web',
  publicDir: false,
  plugins: [react(), scrollAreaWithoutFloatingUi(), tableScrollWithoutScrollArea(), devAddresses()],
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
    rolldownOptions: {
      input: { index: page('index.html'), poll: page('poll.html') },
      output: {
        codeSplitting: firstLoadChunks(),
        // Every lazy screen's preload list names its chunks, and the lists of all ~250 routes load with
        // the first page: names beside the hashes cost ~2.5 KB gzip there (issue 20). Source maps keep them.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  // The API `npm run dev` starts listens on PORT (server/env.ts), so the proxy follows it.
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env.PORT || 3000}` } },
}));
