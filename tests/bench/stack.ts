/**
 * The benchmark's local stack, in a process of its own (as a server would be)
 * so that the load generator does not share its event loop. Started by
 * run.ts with fork(); reports its URLs over IPC and stops on 'stop'.
 */
import { startTemporaryEmulator } from '../../supabase/emulator/index.ts'

const stack = await startTemporaryEmulator({ trustForwardedFor: true })
process.send?.({ url: stack.url, anonKey: stack.anonKey, dbUrl: stack.dbUrl })
process.on('message', async (message) => {
  if (message !== 'stop') return
  await stack.stop()
  process.exit(0)
})
