/**
 * The dev server answers /robots.txt as the build writes it (scripts/robots.ts), for the
 * site URL it runs on: public/ holds no stale copy that Vite would serve instead.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { projectRoot } from '../../../supabase/emulator/config.ts'
import { buildRobots } from '../../../scripts/robots.ts'

let server: ViteDevServer

beforeAll(async () => {
  server = await createServer({
    root: projectRoot,
    configFile: `${projectRoot}/vite.config.ts`,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false, watch: null },
  })
  await server.listen()
})

afterAll(() => server.close())

test('npm run dev serves the robots.txt of the build, which keeps crawlers out of /go/', async () => {
  const response = await fetch(`${server.resolvedUrls!.local[0]}robots.txt`)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const robots = await response.text()
  // VITE_SITE_URL of the test environment (vitest.config.ts).
  expect(robots).toBe(buildRobots('http://localhost:5173'))
  expect(robots).toContain('Disallow: /go/')
})
