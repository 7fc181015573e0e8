/** The local stack's lifecycle: data kept across restarts, nothing left running after stop. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { startEmulator } from '../../../supabase/emulator/index.ts'
import { migrationFiles } from '../../../supabase/emulator/migrate.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-lifecycle-'))
fs.chmodSync(dataDir, 0o755)

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.destroy() === socket))
    socket.once('error', () => resolve(false))
  })

const processesUsing = (folder: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(folder))

/** The same data folder each start, every service on a free port. */
const onFreePorts = { port: 0, dbPort: 0, mailPort: 0, smtpPort: 0, dataDir, ephemeral: true }

describe('local stack lifecycle', () => {
  test('keeps data across a restart and leaves no process behind', async () => {
    const first = await startEmulator(onFreePorts)
    expect(first.migrations).toMatchObject({
      bootstrapped: true,
      seeded: true,
      applied: migrationFiles(),
    })
    const client = new pg.Client({ connectionString: first.dbUrl })
    await client.connect()
    await client.query(
      `insert into categories (slug, name) values ('lifecycle-check', 'Lifecycle')`,
    )
    await client.end()
    const gatewayPort = Number(new URL(first.url).port)
    const dbPort = Number(new URL(first.dbUrl).port)
    expect(processesUsing(dataDir).length).toBeGreaterThan(0)

    await first.stop()
    expect(await accepts(gatewayPort)).toBe(false)
    expect(await accepts(dbPort)).toBe(false)
    expect(processesUsing(dataDir)).toEqual([])

    const second = await startEmulator(onFreePorts)
    try {
      expect(second.migrations).toEqual({ bootstrapped: false, applied: [], seeded: false })
      const again = new pg.Client({ connectionString: second.dbUrl })
      await again.connect()
      const { rows } = await again.query(
        `select name from categories where slug = 'lifecycle-check'`,
      )
      await again.end()
      expect(rows).toEqual([{ name: 'Lifecycle' }])
    } finally {
      await second.stop()
    }
    expect(processesUsing(dataDir)).toEqual([])
  })
})
