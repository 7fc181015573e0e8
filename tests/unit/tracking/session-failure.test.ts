// @vitest-environment node
/**
 * The session start never rejects. When recording the session throws (here: no DOM, as in a page
 * being torn down), it resolves 'failed': a click waiting for the session goes on, and the tracker
 * leaves no unhandled rejection behind.
 */
import { expect, test, vi } from 'vitest'
import { sessionStarting, startSession } from '@/features/tracking/session'

test("a session start that throws resolves 'failed' and says why", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await expect(startSession()).resolves.toBe('failed')
  await expect(sessionStarting()).resolves.toBe('failed')
  expect(logged).toHaveBeenCalledWith('Session tracking failed:', expect.any(ReferenceError))
})
