import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The bench-only Quill page: built into .tmp/, never into dist/.
export default defineConfig({
  root: 'bench/quill-thread',
  base: './',
  plugins: [react()],
  build: { outDir: '../../.tmp/bench-quill-thread', emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
})
