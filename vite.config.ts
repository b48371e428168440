import { defineConfig } from 'vite'

// The app's build. In development the API server runs beside Vite (`npm run dev`) and
// /api is proxied to it, so the app always talks to its own origin.
export default defineConfig({
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: { outDir: 'dist', sourcemap: true },
})
