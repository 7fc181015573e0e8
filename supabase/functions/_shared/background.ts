/**
 * Work a function finishes after it has answered. On hosted Supabase the edge runtime keeps
 * the worker alive for a promise handed to `EdgeRuntime.waitUntil` (up to the worker's wall
 * clock limit); the local runner (supabase/emulator/functions.ts) installs the same global,
 * tracks the pending promises and lets the stack's stop() wait for them.
 */
export interface EdgeRuntimeHook {
  waitUntil(promise: Promise<unknown>): void
}

/** Hands a running task to the runtime, which keeps the worker alive until it settles. */
export function runInBackground(task: Promise<unknown>, label: string): void {
  const logged = task.catch((error: unknown) => console.error(`${label} failed:`, error))
  const runtime = (globalThis as { EdgeRuntime?: Partial<EdgeRuntimeHook> }).EdgeRuntime
  if (typeof runtime?.waitUntil === 'function') runtime.waitUntil(logged)
}

/**
 * Resolves after `ms`. In Node the timer does not hold the process open (a retry never keeps
 * a stopping server alive); Deno's setTimeout returns a number and is left as it is.
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms) as unknown as { unref?: () => void }
    timer.unref?.()
  })
}
