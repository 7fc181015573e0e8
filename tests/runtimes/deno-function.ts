/**
 * Serves one of supabase/functions/<name> on Deno, from Node: `deno run` (the binary of the
 * pinned npm package `deno`) with the function's own deno.json as its import map, so its
 * `npm:` imports resolve exactly as the deploy resolves them (a bare import missing from that
 * map fails here as it would there). Their packages are fetched from the npm registry into
 * Deno's cache first, with this process's environment (its proxy and CA settings); the
 * function then runs from that cache alone, seeing only the variables a hosted function gets
 * and the permissions an edge worker has (network, environment).
 *
 * @example
 *   const go = await serveOnDeno('go', { SUPABASE_URL: stack.url, … })
 *   await fetch(`${go.url}/go/some-brand`)
 *   await go.stop()
 */
import { execFile, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const deno = path.join(root, 'node_modules/.bin/deno')
const shim = path.join(root, 'tests/runtimes/edge-runtime.ts')

const START_TIMEOUT_MS = 20_000

export interface DenoFunction {
  name: string
  /** Where Deno.serve listens; the function's own path follows (`${url}/${name}/…`). */
  url: string
  /** Everything the process printed so far (its console.error lines among them). */
  output: () => string
  stop: () => Promise<void>
}

/**
 * No lockfile: the deploy resolves the versions pinned in deno.json without one, and a
 * deno.lock written by this Deno could be unreadable to the edge runtime's older one.
 */
const importFlags = (dir: string) => [`--config=${path.join(dir, 'deno.json')}`, '--no-lock']

/** Fetches the function's imports into Deno's cache (a no-op once they are there). */
export async function cacheImports(name: string): Promise<void> {
  const dir = path.join(root, 'supabase/functions', name)
  await promisify(execFile)(deno, ['cache', ...importFlags(dir), path.join(dir, 'index.ts')], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
  })
}

export async function serveOnDeno(
  name: string,
  env: Record<string, string>,
): Promise<DenoFunction> {
  await cacheImports(name)
  const dir = path.join(root, 'supabase/functions', name)
  const args = [
    'run',
    ...importFlags(dir),
    '--cached-only',
    '--allow-net',
    '--allow-env',
    // The shim imports index.ts by a computed path, which Deno allows only with read access.
    `--allow-read=${path.join(root, 'supabase/functions')}`,
    shim,
    path.join(dir, 'index.ts'),
  ]
  const child = spawn(deno, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // Where the cache step put the packages (Deno's default lies under HOME).
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      NO_COLOR: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      ...env,
    },
    // stdin stays open and unused: edge-runtime.ts exits when it closes (this process ended).
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))

  return new Promise((resolve, reject) => {
    let listening = false
    const timer = setTimeout(
      () => fail(`did not listen within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    )
    function fail(reason: string) {
      if (listening) return
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`function ${name} on Deno ${reason}:\n${output}`))
    }
    // Deno.serve prints the address it got (on stderr in this version; either is read).
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      const address = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (listening || !address) return
      listening = true
      clearTimeout(timer)
      resolve({
        name,
        url: address[1]!,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM')
          await exited
        },
      })
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.once('error', (error) => fail(error.message))
    void exited.then((code) => fail(`exited with ${code} before listening`))
  })
}
