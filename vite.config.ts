/**
 * Vite build of the SPA. The public pages go into the entry chunk; everything under
 * src/features/admin (and supabase-js with it) is reached only through lazy routes, so
 * Rollup splits it into chunks a visitor never downloads.
 */
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
