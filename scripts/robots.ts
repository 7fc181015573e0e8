/**
 * The public site's robots.txt, from one source: the build writes it beside the prerendered
 * pages (prerender.ts) and the dev server answers /robots.txt with it (devRobots), each for
 * the site URL it serves. The admin site's own disallows everything (admin-site.ts).
 */
import type { Plugin } from 'vite'
import { parseEnv } from '../src/config/env-schema.ts'

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /go/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** `vite dev`: /robots.txt as the build writes it, for VITE_SITE_URL (scripts/dev.ts sets it). */
export function devRobots(): Plugin {
  return {
    name: 'dev-robots',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/robots.txt') return next()
        // Read on request: Vitest's own server loads this config without the app's env.
        const { VITE_SITE_URL } = parseEnv(server.config.env)
        res.setHeader('content-type', 'text/plain; charset=utf-8')
        res.end(buildRobots(VITE_SITE_URL))
      })
    },
  }
}
