/**
 * The benchmark's local stack, in a process of its own (as a server would be)
 * so that the load generator does not share its event loop. Started by
 * run.ts with fork(); reports its URLs over IPC and stops on 'stop'.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmulator } from '../../supabase/emulator/index.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-bench-'))
fs.chmodSync(dataDir, 0o755)
const stack = await startEmulator({
  port: 0,
  dbPort: 0,
  dataDir,
  ephemeral: true,
  trustForwardedFor: true,
})
process.send?.({ url: stack.url, anonKey: stack.anonKey, dbUrl: stack.dbUrl })
process.on('message', async (message) => {
  if (message !== 'stop') return
  await stack.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
})
