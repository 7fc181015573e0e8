/**
 * The benchmark's local stack, in a process of its own (as a server would be)
 * so that the load generator does not share its event loop. Started by
 * run.ts with fork(); reports its URLs over IPC and stops on 'stop'.
 *
 * What the stack's services and functions log as errors and warnings (a function's failed
 * brand read while the clicks table is locked, a click it could not record) is kept here
 * instead of interleaving with the figures: on 'logs' the lines since the last ask are sent
 * back, and run.ts sums them up under each part.
 */
import { format } from 'node:util'
import { startTemporaryEmulator } from '../../supabase/emulator/index.ts'

const logged: string[] = []
console.error = (...args: unknown[]) => void logged.push(format(...args))
console.warn = console.error
// Whatever was not asked for (a crash, the stop) still gets out.
process.on('exit', () => logged.forEach((line) => process.stderr.write(`${line}\n`)))

const stack = await startTemporaryEmulator({ trustForwardedFor: true })
process.send?.({ url: stack.url, anonKey: stack.anonKey, dbUrl: stack.dbUrl })
process.on('message', async (message) => {
  if (message === 'logs') process.send?.({ logs: logged.splice(0) })
  if (message !== 'stop') return
  await stack.stop()
  process.exit(0)
})
