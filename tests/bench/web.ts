/**
 * The web part of `npm run bench` (figures, never assertions): builds the app once into a
 * temporary folder against the bench's throwaway stack, prints the first-load JavaScript
 * per page (scripts/report-entry-size.ts) and the admin chunks' gzip size, then runs
 * Lighthouse 12 (mobile, CPU slowdown 8) on /, /ca, /ca/compare, a review and /about beside "static twins" of
 * the same pages (the same prerendered HTML with every <script> and modulepreload link
 * removed), served from the same folder under /__static, in one run.
 *
 * Two passes (budgets, DESIGN.md section 5: score >= 95, LCP <= 1.10x static, CLS < 0.02):
 *  - A, Lighthouse's default simulated throttling (what PageSpeed Insights reports), nothing
 *    delayed, each page and its twin interleaved BENCH_LH_RUNS times (default 3), the run
 *    of median LCP shown: score, LCP (and the observed, unthrottled LCP), TBT, CLS, ratio.
 *    Simulated LCP models the trace, and it counts requests that merely started before
 *    the paint (the modulepreloads), so it varies with a race on localhost;
 *  - B, DevTools throttling (applied to the real load: the cross-check the protocol asks
 *    for) with logos delayed: every response under /images/logos/ (site server) and under
 *    /storage/v1/render|object/ (a proxy in front of the stack, whose URL the build bakes
 *    in) waits LOGO_DELAY_MS, so an image without reserved room would shift the layout
 *    when it arrives (localhost otherwise hides that): score, LCP, TBT, CLS, ratio.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as lhConstants from 'lighthouse/core/config/constants.js'
import { projectRoot } from '../../supabase/emulator/config.ts'
import { siteDir } from '../../scripts/sites.ts'
import {
  BUDGET_KB,
  gzipSize,
  importClosure,
  readManifest,
  reportEntrySize,
} from '../../scripts/report-entry-size.ts'

const LOGO_DELAY_MS = 1500
const STATIC_PREFIX = '/__static'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
const CPU_SLOWDOWN = 8
/** Simulated runs per page (and per twin); the median-LCP run is reported. */
const SIMULATED_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3)

interface Stack {
  url: string
  anonKey: string
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const lighthouseVersion = () =>
  (
    JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
    ) as { version: string }
  ).version
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts an HTTP server on a free local port; resolves with its origin and a closer. */
function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

/** Whether image responses are currently held back (pass 2), and how many were. */
const delay = { logos: false, held: 0 }

const isDelayedLogo = (pathname: string) =>
  pathname.startsWith('/images/logos/') ||
  pathname.startsWith('/storage/v1/render/') ||
  pathname.startsWith('/storage/v1/object/')

/** A proxy in front of the stack that holds storage image responses back when asked. */
function startStackProxy(target: string) {
  const upstream = new URL(target)
  return listen((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const forward = () => {
      const request = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(res)
        },
      )
      request.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(request)
    }
    if (delay.logos && isDelayedLogo(pathname)) {
      delay.held++
      setTimeout(forward, LOGO_DELAY_MS)
    } else forward()
  })
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml'])

/**
 * The build served as a static host would: files, a folder's index.html, 404.html
 * otherwise; text gzip-compressed when the client accepts it (as hosts do, so that
 * Lighthouse sees realistic transfer sizes); logos held back in pass 2.
 */
function startSiteServer(root: string) {
  const gzipped = new Map<string, Buffer>()
  return listen((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = path.join(root, path.normalize(pathname))
    if (!file.startsWith(root)) file = path.join(root, '404.html')
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    let status = 200
    if (!fs.existsSync(file)) {
      file = path.join(root, '404.html')
      status = 404
    }
    const ext = path.extname(file)
    const headers: http.OutgoingHttpHeaders = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    let body: Buffer = fs.readFileSync(file)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? zlib.gzipSync(body, { level: 9 })
      gzipped.set(file, cached)
      body = cached
      headers['content-encoding'] = 'gzip'
      headers.vary = 'accept-encoding'
    }
    headers['content-length'] = body.length
    const send = () => {
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    if (delay.logos && isDelayedLogo(pathname)) {
      delay.held++
      setTimeout(send, LOGO_DELAY_MS)
    } else send()
  })
}

/** `npm run build` (scripts/build.ts) into `outDir` against the given stack; output kept quiet. */
async function buildApp(outDir: string, env: Record<string, string>): Promise<void> {
  let output = ''
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (status !== 0) {
    console.error(output)
    throw new Error(`build failed (exit ${status})`)
  }
  const prerendered = /Prerendered .*/.exec(output)?.[0]
  if (prerendered) console.log(`  ${prerendered}`)
}

/** Admin chunks: what the admin area loads beyond the public entry, gzip. */
function adminSizes(outDir: string) {
  const manifest = readManifest(outDir)
  const closure = (keys: string[]) => importClosure(manifest, keys)
  const publicKeys = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry))
  const size = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !publicKeys.has(key))
      .reduce((sum, key) => sum + gzipSize(path.join(outDir, manifest[key]!.file)), 0)
  const adminRoutes = Object.keys(manifest).filter((key) => key.startsWith('src/app/pages/admin/'))
  const login = ['root', 'login'].map((name) => `src/app/pages/admin/${name}.tsx`)
  const supabase = Object.keys(manifest).filter(
    (key) => /(^|\/)_?supabase-[\w-]+\.js$/.test(key) && !publicKeys.has(key),
  )
  return {
    all: size(closure(adminRoutes)),
    chunks: closure(adminRoutes).size,
    login: size(closure(login.filter((key) => manifest[key]))),
    supabase: size(supabase),
  }
}

/** The page as plain static HTML: no <script> (of any type) and no modulepreload link. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '')
}

interface Figures {
  score: number
  lcp: number
  observedLcp: number
  tbt: number
  cls: number
  /** The LCP element as Lighthouse names it. */
  lcpElement: string
  /** The main thread's long tasks (50 ms or more) while the page starts: Lighthouse's long-tasks audit. */
  longTasks: LongTasks
  warnings: string[]
}

interface LongTasks {
  count: number
  longest: number
  total: number
}

/** Count, longest and total duration of the long tasks Lighthouse lists (up to its 20). */
function longTasksOf(details: unknown): LongTasks {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items ?? []
  const durations = items.map((item) => item.duration ?? 0)
  return {
    count: durations.length,
    longest: Math.max(0, ...durations),
    total: durations.reduce((sum, duration) => sum + duration, 0),
  }
}

async function runLighthouse(
  url: string,
  port: number,
  method: 'simulate' | 'devtools',
): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        screenEmulation: lhConstants.screenEmulationMetrics.mobile,
        emulatedUserAgent: lhConstants.userAgents.mobile,
        throttlingMethod: method,
        throttling: {
          ...lhConstants.throttling.mobileSlow4G,
          cpuSlowdownMultiplier: CPU_SLOWDOWN,
        },
      },
    },
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined
  const node = element?.items?.[0]?.items?.[0]?.node
  return {
    lcpElement: node ? `${node.snippet ?? ''} "${(node.nodeLabel ?? '').slice(0, 50)}"` : '?',
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: numeric('largest-contentful-paint'),
    observedLcp: metrics?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
    warnings: lhr.runWarnings,
  }
}

/** Builds, sizes and measures the public pages; `stack` is the bench's running stack. */
export async function benchWeb(stack: Stack): Promise<void> {
  const started = performance.now()
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'))
  // The public site of the build; the admin site beside it is not measured here.
  const outDir = siteDir(buildDir, 'public')
  const proxy = await startStackProxy(stack.url)
  const site = await startSiteServer(outDir)
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    console.log(`\nweb: production build against the bench stack into ${buildDir}`)
    await buildApp(buildDir, {
      VITE_SUPABASE_URL: proxy.origin,
      VITE_SUPABASE_ANON_KEY: stack.anonKey,
      VITE_SITE_URL: site.origin,
    })
    reportEntrySize(outDir)
    const admin = adminSizes(outDir)
    console.log(
      `Admin chunks (gzip, beyond the public entry): all admin routes ${kb(admin.all)} in ${admin.chunks} file(s); ` +
        `/admin/login ${kb(admin.login)}; of which supabase-js ${kb(admin.supabase)}`,
    )

    // The review: the first one /ca links to.
    const caHtml = fs.readFileSync(path.join(outDir, 'ca', 'index.html'), 'utf8')
    const review = /href="(\/reviews\/[^"/?#]+)"/.exec(caHtml)?.[1]
    if (!review) throw new Error('no review link in the built /ca')
    const pages = ['/', '/ca', '/ca/compare', review, '/about']
    for (const page of pages) {
      const source = path.join(outDir, page, 'index.html')
      const twin = path.join(outDir, STATIC_PREFIX.slice(1), page, 'index.html')
      fs.mkdirSync(path.dirname(twin), { recursive: true })
      fs.writeFileSync(twin, stripScripts(fs.readFileSync(source, 'utf8')))
    }

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    const port = chrome.port
    type Method = 'simulate' | 'devtools'
    /** Ours then its twin, `runs` times interleaved; the run of median LCP of each. */
    const measure = async (page: string, method: Method, runs: number) => {
      const ours: Figures[] = []
      const twin: Figures[] = []
      for (let i = 0; i < runs; i++) {
        ours.push(await runLighthouse(`${site.origin}${page}`, port, method))
        twin.push(await runLighthouse(`${site.origin}${STATIC_PREFIX}${page}`, port, method))
      }
      const median = (list: Figures[]) =>
        [...list].sort((a, b) => a.lcp - b.lcp)[Math.floor(list.length / 2)]!
      return { ours: median(ours), static: median(twin), all: [...ours, ...twin] }
    }
    type Measured = Awaited<ReturnType<typeof measure>>
    // A warm-up run: the first Lighthouse run in a fresh browser is slower than the rest.
    await runLighthouse(`${site.origin}${STATIC_PREFIX}/`, port, 'simulate')

    delay.logos = false
    const simulated: Record<string, Measured> = {}
    for (const page of pages) simulated[page] = await measure(page, 'simulate', SIMULATED_RUNS)
    delay.logos = true
    const delayed: Record<string, Measured> = {}
    for (const page of pages) delayed[page] = await measure(page, 'devtools', 1)
    delay.logos = false

    console.log(
      `\nLighthouse ${lighthouseVersion()}, mobile (Moto G Power emulation, slow 4G), CPU slowdown ${CPU_SLOWDOWN}; ` +
        `"static" = the same HTML with every <script> and modulepreload removed`,
    )
    console.log(
      `  budgets (DESIGN.md 5): score >= 95, LCP <= 1.10x static, CLS < 0.02 with logos delayed; first-load JS <= ${BUDGET_KB} KB`,
    )
    console.log(
      `  A = Lighthouse's default simulated throttling, nothing delayed, median-LCP run of ${SIMULATED_RUNS} (obs = observed LCP, unthrottled)`,
    )
    console.log(
      `  B = DevTools throttling (applied to the real load), logo responses held back ${LOGO_DELAY_MS} ms, one run`,
    )
    const cells = (f: Figures) => [
      String(f.score).padStart(5),
      f.lcp.toFixed(0).padStart(6),
      f.tbt.toFixed(0).padStart(6),
      f.cls.toFixed(3).padStart(6),
    ]
    console.log(
      `  ${[
        ''.padEnd(38),
        '| A score',
        'LCP ms',
        ' (obs)',
        'TBT ms',
        '   CLS',
        'LCP ratio',
        '| B score',
        'LCP ms',
        'TBT ms',
        '   CLS',
        'LCP ratio',
      ].join('  ')}`,
    )
    const ratio = (ours: Figures, twin: Figures) => `${(ours.lcp / twin.lcp).toFixed(2)}x`
    for (const page of pages) {
      const a = simulated[page]!
      const b = delayed[page]!
      for (const [label, fa, fb, ra, rb] of [
        [page, a.ours, b.ours, ratio(a.ours, a.static), ratio(b.ours, b.static)],
        [`  static ${page}`, a.static, b.static, '', ''],
      ] as const) {
        const [score, lcp, tbt, cls] = cells(fa)
        console.log(
          `  ${[
            label.padEnd(38),
            `| ${score!.padStart(7)}`,
            lcp,
            `(${fa.observedLcp.toFixed(0)})`.padStart(6),
            tbt,
            cls,
            ra.padStart(9),
            `| ${cells(fb)[0]!.padStart(7)}`,
            ...cells(fb).slice(1),
            rb.padStart(9),
          ].join('  ')}`,
        )
      }
    }
    // Where TBT comes from: the start-up's long tasks, so a regression shows when it happens.
    const tasks = ({ longTasks: t }: Figures) =>
      `${t.count} long task(s), longest ${t.longest.toFixed(0)} ms, total ${t.total.toFixed(0)} ms`
    console.log('  long tasks at start-up (A | B):')
    for (const page of pages) {
      console.log(
        `    ${page.padEnd(36)} ${tasks(simulated[page]!.ours)} | ${tasks(delayed[page]!.ours)}`,
      )
    }
    console.log(`  logo responses held back in B: ${delay.held}; LCP elements (A):`)
    const lcpOf = (f: Figures) => f.lcpElement.replace(/\s+/g, ' ').slice(0, 140)
    for (const page of pages) {
      console.log(`    ${page} ours: ${lcpOf(simulated[page]!.ours)}`)
      console.log(`    ${page} static: ${lcpOf(simulated[page]!.static)}`)
    }
    const warnings = new Set(
      pages
        .flatMap((page) => [...simulated[page]!.all, ...delayed[page]!.all])
        .flatMap((f) => f.warnings),
    )
    for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`)
    console.log(`  web part took ${((performance.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    delay.logos = false
    // chrome-launcher's kill() ends the browser it started (by its pid).
    if (chrome) chrome.kill()
    await sleep(100)
    await site.close()
    await proxy.close()
    fs.rmSync(buildDir, { recursive: true, force: true })
  }
}
