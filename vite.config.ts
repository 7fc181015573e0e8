/**
 * Vite build of the SPA. The entry chunk holds the framework and the public layout; each
 * public page is a chunk of its own that the browser loads before hydrating (routes.tsx),
 * and everything under src/features/admin (and supabase-js with it) is reached only
 * through lazy routes, so Rollup splits it into chunks a visitor never downloads.
 * scripts/report-entry-size.ts prints what the first page loads.
 *
 * `npm run build` (scripts/build.ts) runs this config twice, for the browser and for the
 * server render (entry-server.tsx), then prerenders the public URLs into the output.
 * `vite preview` serves those files by the static host's rules the build wrote beside them
 * (scripts/static-host-preview.ts); `vite dev` proxies /go/* to the click redirect as those
 * rules do (scripts/proxy-request.ts) and answers /robots.txt as the build writes it
 * (scripts/robots.ts).
 */
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { minifyChunks } from './scripts/minify-chunks'
import { devGoProxy } from './scripts/proxy-request'
import { devRobots } from './scripts/robots'
import { staticHostPreview } from './scripts/static-host-preview'
import { parseEnv } from './src/config/env-schema'

/** The day of the build, shared by the browser and server builds (scripts/build.ts sets it). */
const buildDate = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)

/**
 * Checks the environment with the zod schema (src/config/env-schema.ts) when the dev
 * server or a build starts, and stops it with a message naming each missing or invalid
 * variable. The browser bundle then reads the values without zod (src/config/env.ts).
 * Not for `vite preview` (serves a finished build) or Vitest (its projects set the env).
 */
function checkedEnv(): Plugin {
  return {
    name: 'checked-env',
    apply: (_config, { isPreview }) => !isPreview && !process.env.VITEST,
    configResolved(config) {
      parseEnv(config.env)
    },
  }
}

/**
 * React Router's production build for the browser bundle. Its package exports name only
 * dist/development, whose dev warnings and their messages (ENABLE_DEV_WARNINGS) cost 0.5 KB
 * gzip of every page's first load (remix-run/react-router#14102); dist/production is the
 * same code with them off. The dev server and the server render keep the development build.
 */
function reactRouterProduction(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  )
  return {
    name: 'react-router-production',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  }
}

export default defineConfig({
  plugins: [
    react(),
    staticHostPreview(),
    devGoProxy(),
    devRobots(),
    checkedEnv(),
    reactRouterProduction(),
    // ES2020 output (the target is es2022): shorter syntax where terser can use it.
    minifyChunks({ ecma: 2020, compress: { passes: 2 } }),
  ],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    // Maps written beside the chunks (the entry-size report reads them) without the
    // sourceMappingURL line each chunk would carry: about 40 bytes of gzip per file, 0.8 KB
    // over the 20-odd files of a ranking page's first load.
    sourcemap: 'hidden',
    // Chunk by chunk (scripts/minify-chunks.ts): terser for what visitors load, where it packs
    // React's production build about 2% smaller than esbuild (gzip, against the first-load
    // budget of DESIGN.md section 5); esbuild for the admin area's chunks.
    minify: false,
    cssMinify: 'esbuild',
  },
})
