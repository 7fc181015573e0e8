/**
 * The end-to-end test server: E2E_SITES sites side by side (default 1; `npm test` runs one
 * per Playwright shard), each a local Supabase stack of its own on its API port and the
 * production build of the app pointed at it: the public site on its app port and the admin
 * site on its admin port, two origins as in production, each served by `vite preview` by
 * the static host's rules the build wrote (_headers, _redirects: scripts/sites.ts), the
 * same path as `npm run preview -- --outDir <dir>`. Ports and folders: tests/e2e/ports.ts.
 *
 * Each stack gets the active code snippet of snippet.ts before the build, so the public
 * pages are tested as they run with a tag manager. No site sees another's data, yet one
 * build serves them all: the stacks start on copies of one migrated and seeded database,
 * so every row has the same id in each, and the build (prerendered from the first site's
 * stack) is copied for each other site with its API, app and admin origins rewritten. A build costs about 120 CPU seconds, the copy nothing.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { previewSites } from '../../scripts/sites.ts'
import { projectRoot } from '../../supabase/emulator/config.ts'
import { createDataDir } from '../../supabase/emulator/index.ts'
import { e2eSite, type E2eSite } from './ports.ts'
import { addE2eSnippet } from './snippet.ts'
import type { StackReady } from './stack.ts'

const count = Math.max(1, Number(process.env.E2E_SITES ?? 1))
const sites = Array.from({ length: count }, (_, index) => e2eSite(index, count))
const siteUrl = (site: E2eSite) => process.env.VITE_SITE_URL ?? `http://127.0.0.1:${site.appPort}`
const adminUrl = (site: E2eSite) => `http://127.0.0.1:${site.adminPort}`

interface RunningStack extends StackReady {
  stop: () => Promise<void>
}

/** tests/e2e/stack.ts on a copy of the database, resolved once it answers. */
function startStack(site: E2eSite, dataDir: string): Promise<RunningStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/stack.ts'], {
    cwd: projectRoot,
    env: { ...process.env, E2E_API_PORT: String(site.apiPort), E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout })
    lines.once('line', (line) => resolve({ ...(JSON.parse(line) as StackReady), stop }))
    child.once('exit', (code) => reject(new Error(`the stack on ${site.apiPort} exited (${code})`)))
  })
}

/** The full production build (scripts/build.ts): browser and server builds, then the prerender. */
async function build(site: E2eSite, stack: StackReady): Promise<void> {
  // Not spawnSync: the build reads the stack, whose process must keep answering meanwhile.
  const status = await new Promise<number | null>((resolve, reject) => {
    const run = spawn('npx', ['tsx', 'scripts/build.ts', '--outDir', site.outDir], {
      cwd: projectRoot,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: stack.url,
        VITE_SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        VITE_SITE_URL: siteUrl(site),
        VITE_ADMIN_URL: adminUrl(site),
      },
      stdio: 'inherit',
    })
    run.on('error', reject)
    run.on('exit', resolve)
  })
  if (status !== 0) throw new Error('build failed')
}

/**
 * Another site's copy of a build: every file with the first site's origins rewritten.
 * Read as latin1, one char per byte, so that binary files pass through unchanged.
 */
function copyBuild(from: E2eSite, to: E2eSite): void {
  const origins: Array<[string, string]> = [
    [`127.0.0.1:${from.apiPort}`, `127.0.0.1:${to.apiPort}`],
    [siteUrl(from), siteUrl(to)],
    [adminUrl(from), adminUrl(to)],
  ]
  const source = path.resolve(projectRoot, from.outDir)
  const target = path.resolve(projectRoot, to.outDir)
  fs.rmSync(target, { recursive: true, force: true })
  for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = origins.reduce(
      (content, [before, after]) => content.replaceAll(before, after),
      fs.readFileSync(file, 'latin1'),
    )
    const copy = path.join(target, path.relative(source, file))
    fs.mkdirSync(path.dirname(copy), { recursive: true })
    fs.writeFileSync(copy, text, 'latin1')
  }
}

/** A folder of its own in the system's temp folder, open to PostgreSQL's OS user. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  // PostgreSQL runs as the `postgres` OS user when we are root: it must reach the folder.
  fs.chmodSync(dir, 0o755)
  return dir
}

/** `cp -a` (keeps the owner: the cluster belongs to `postgres` when we are root). */
function copyDir(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) =>
    spawn('cp', ['-a', `${from}/.`, to]).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cp ${from} ${to}: exit ${code}`)),
    ),
  )
}

async function main(): Promise<void> {
  const stacks: RunningStack[] = []
  // Each stack deletes its own folder when it stops: vite preview ends this process on
  // SIGTERM without waiting for this handler, which only has to pass the signal on.
  const stopStacks = () => Promise.all(stacks.map((stack) => stack.stop()))
  const shutdown = () => stopStacks().then(() => process.exit(0))
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  try {
    const template = tempDir('e2e-database-')
    try {
      await createDataDir(template)
      await Promise.all(
        sites.map(async (site, index) => {
          const dataDir = tempDir(`e2e-site-${index + 1}-`)
          await copyDir(template, dataDir)
          stacks[index] = await startStack(site, dataDir)
        }),
      )
    } finally {
      fs.rmSync(template, { recursive: true, force: true })
    }

    await Promise.all(stacks.map((stack) => addE2eSnippet(stack.url)))
    const [first, ...others] = sites
    await build(first!, stacks[0]!)
    for (const site of others) copyBuild(first!, site)

    for (const site of sites) {
      const servers = await previewSites(path.resolve(projectRoot, site.outDir))
      for (const server of Object.values(servers)) server.printUrls()
    }
  } catch (error) {
    await stopStacks() // a hole of a stack that did not start is skipped
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
