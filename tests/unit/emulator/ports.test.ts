/** firstFreePort, by which npm run dev picks its port before the app learns its origin. */
import net from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { firstFreePort, freePort } from '../../../supabase/emulator/ports.ts'

const taken = net.createServer()

afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())))

test('skips a port something listens on and answers the next free one', async () => {
  const port = await freePort()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  const next = await firstFreePort(port, '127.0.0.1')
  expect(next).toBeGreaterThan(port)
  // The one answered is free: it can be listened on.
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(next, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
