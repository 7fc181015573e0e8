/**
 * `vite preview` as the static host serves a site of the build (scripts/static-host.ts,
 * scripts/sites.ts): the rules are read from the site's own `_headers` and `_redirects`,
 * then applied as Netlify does.
 * A file that exists is served (/ca serves ca/index.html); else the first matching
 * redirect rule (a 200 serves its target in place, or proxies to it when it is a URL);
 * else 404.html with status 404. Every
 * response gets the headers of each `_headers` rule matching the requested path.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import {
  headersFor,
  matchesPath,
  NOT_FOUND_FILE,
  readStaticHostRules,
  REDIRECTS_FILE,
  HEADERS_FILE,
} from './static-host.ts'
import { proxyRequest, proxyTarget } from './proxy-request.ts'

/** The rule files configure the host; it never serves them. */
const RULE_FILES = new Set([`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`])

/** The build file a path names: itself, or for a page (no extension) its index.html. */
function builtFile(outDir: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '')
  const candidate = path.extname(clean) === '' ? `${clean}/index.html` : clean
  if (RULE_FILES.has(candidate)) return null
  const full = path.join(outDir, candidate)
  if (!full.startsWith(outDir + path.sep)) return null
  return fs.existsSync(full) && fs.statSync(full).isFile() ? candidate : null
}

function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname)
  } catch {
    return null
  }
}

export function staticHostPreview(): Plugin {
  return {
    name: 'static-host-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = new URL(req.url ?? '/', 'http://preview.local')
        const pathname = decodedPath(url) ?? ''
        // Read per request: a rebuild while the preview runs brings its own rules.
        const rules = readStaticHostRules(outDir)
        for (const [name, value] of headersFor(rules.headers, pathname)) res.setHeader(name, value)

        // Served by Vite's static middleware, which keeps the headers set here.
        const file = builtFile(outDir, pathname)
        if (file) {
          req.url = `${file}${url.search}`
          return next()
        }
        const rule = rules.redirects.find((candidate) => matchesPath(candidate.from, pathname))
        if (rule?.status === 200 && /^https?:\/\//.test(rule.to)) {
          void proxyRequest(req, res, proxyTarget(rule.to, rule.from, url.pathname, url.search))
          return
        }
        if (rule?.status === 200 && builtFile(outDir, rule.to)) {
          req.url = rule.to
          return next()
        }
        if (rule && (rule.status === 301 || rule.status === 302)) {
          // As Netlify does: the splat filled in, the query passed on.
          res.writeHead(rule.status, {
            Location: proxyTarget(rule.to, rule.from, url.pathname, url.search),
          })
          return res.end()
        }
        const notFound = path.join(outDir, NOT_FOUND_FILE)
        if (!fs.existsSync(notFound)) return next()
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(notFound))
      })
    },
  }
}
