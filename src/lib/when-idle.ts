/**
 * Runs `task` once the main thread is idle (requestIdleCallback), and at the latest after
 * `timeoutMs`: for start-up work that paints nothing (the tracking runtime), so that it
 * never adds to the long tasks of a page's hydration. Safari has no requestIdleCallback:
 * there it runs after a timeout. Returns a canceller.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
