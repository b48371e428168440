import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/lib/precompress.ts'
import { routeCodeWaits } from './scripts/lib/route-code-waits.ts'
import { stylesheetFirst } from './scripts/lib/stylesheet-first.ts'

// The libraries every page starts with: React, the router and TanStack Query (021); zod comes
// with the first answer (040).
const everyPageLibraries =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/]/
// App code shared by several chunks goes into one, which every page loads; what only writing
// uses stays with the writing chunks, loaded when the first editor opens (docs/decisions/018),
// what only invites use (accepting one, a moderator making one) with the pages that use it,
// and so do signing in and out, starring, muting and marking threads seen, dialogs and what
// only the gallery and the composer share (021).
const sharedAppCode = /src[\\/](api|lib|components|contract)[\\/]/
// The thread cache's folder is all on demand but for the feeds' copy, which opening a thread
// reads; the schemas, and zod with them, load with the first answer (src/api/answers.ts).
const onDemandOnly =
  /src[\\/](api[\\/]queries[\\/](writes|invites|auth)|api[\\/]thread-cache[\\/](?!feed-copy)|contract[\\/]schemas[\\/]|lib[\\/](drafts|random-id|use-media-query)|components[\\/]ui[\\/](field|Dialog))/

const threadPage =
  /src[\\/](routes[\\/]threads\.\$threadId\.tsx\?tsr-split=component|features[\\/]threads[\\/](thread-tree|thread-layouts|composer-context|posts[\\/]))/

// Pages a reader opens now and then (an invite, their settings, dex and stars, a new thread,
// logging in): their loaders come with their component, one request before their data, rather
// than in every page's entry. The reading pages keep theirs there, so their data is asked for
// while their component still loads (docs/decisions/021).
const seldomOpened = new Set(['/invites/$realmId/$nonce', '/settings', '/dex', '/stars', '/boards/$boardId_/new', '/login'])

// The app's build. In development the API server runs beside Vite (`npm run dev`) and
// /api is proxied to it, so the app always talks to its own origin. The second build
// (`vite build --ssr src/entry-server.tsx`, `npm run build`) is the same app for the server,
// which renders the public pages' first screen (server/pages, docs/decisions/038): the
// libraries left to node_modules, no copies to compress.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must run before React's plugin: it writes src/routeTree.gen.ts and splits each
    // route's component into its own chunk, so a page loads only its own code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          seldomOpened.has(routeId) ? [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] : undefined,
      },
    }),
    // A route's code that cannot load during an outage waits for the server (src/api/route-code.ts).
    routeCodeWaits(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of the build's text files, served as they are (server/site.ts):
    // Brotli at its best is ~12% smaller than gzip on our JS, too slow to make per request.
    isSsrBuild ? null : precompress(),
    stylesheetFirst(),
  ],
  resolve: {
    alias: [
      // React 18 and later have useSyncExternalStore: the shim's fallback for older Reacts
      // (which TanStack Store's selector imports) is dead weight in the bundle.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: isSsrBuild
    ? {
        // Not under dist/, whose files anyone may ask for.
        outDir: 'dist-server',
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        // Every browser the app supports preloads modules itself (Safari since 17); older ones
        // still load every chunk, only without the head start. Saves 0.5 KB gzipped on every page.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app (index.html), and what a page the server drew loads instead: the app's
          // entry, once that page has painted (src/boot.ts, server/pages/page-template.ts), and
          // the script written into its head, which keeps what is pressed until the app is live
          // (src/press-recorder.ts).
          input: { index: 'index.html', boot: 'src/boot.ts', 'press-recorder': 'src/press-recorder.ts' },
          output: {
            // Chunks are named by their hash alone: every import and preload list names them, and
            // the names saved 0.4 KB gzipped of every page's first load (021). The build's
            // manifest says which is which (bench:js prints their names from it).
            chunkFileNames: 'assets/[hash].js',
            // A few named shared chunks instead of many small ones: gzip compresses each file alone,
            // so splitting shared code finely made the thread page's first load bigger
            // (docs/decisions/018). The libraries share one file (021): smaller than the four they
            // were, and React stays cached when only the app's code changes.
            codeSplitting: {
              groups: [
                // Only their parts the entry imports ('$initial'): a part only some pages or on-demand
                // code use (infinite feeds, mutations, the composer's leave-page guard) goes with them.
                { name: 'vendor', test: everyPageLibraries, tags: ['$initial'] },
                // What checks the server's answers, zod with it: one chunk, loaded with the first answer (040).
                {
                  name: 'schemas',
                  test: /node_modules[\\/]zod[\\/]|src[\\/]contract[\\/]schemas[\\/]/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'app',
                  test: (id) => /[\\/]src[\\/]/.test(id) && !/(main\.tsx|early\.ts|boot\.ts|press-recorder\.ts)$/.test(id),
                  tags: ['$initial'],
                },
                { name: 'shared', test: (id) => sharedAppCode.test(id) && !onDemandOnly.test(id), minShareCount: 2 },
                { name: 'thread-cache', test: /src[\\/]api[\\/]thread-cache[\\/](patch-thread|splice-posts)/ },
                { name: 'thread-page', test: threadPage },
              ],
            },
          },
        },
      },
}))
