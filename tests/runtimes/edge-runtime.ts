/**
 * Runs under Deno: starts one edge function the way Supabase's edge runtime does, by
 * evaluating its index.ts (which hands its handler to `Deno.serve`) in a process that has
 * the runtime's `EdgeRuntime.waitUntil`. Plain Deno lacks that global; without it the
 * functions would take their "no runtime hook" branch, which hosted Supabase never runs.
 *
 *   deno run --config supabase/functions/go/deno.json … tests/runtimes/edge-runtime.ts \
 *     supabase/functions/go/index.ts
 *
 * Deno.serve listens where DENO_SERVE_ADDRESS says (the test picks 127.0.0.1:0) and prints
 * the address it got, which the test reads.
 */
interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void }
}

declare const Deno: {
  args: string[]
  cwd(): string
  exit(code: number): never
  stdin: { readable: ReadableStream<Uint8Array> }
}

/** Work handed over after an answer: kept referenced until it settles, as the runtime does. */
const pending = new Set<Promise<unknown>>()

;(globalThis as EdgeRuntimeGlobal).EdgeRuntime = {
  waitUntil(promise) {
    const tracked = promise.finally(() => pending.delete(tracked))
    pending.add(tracked)
  },
}

// The test process holds our stdin open and never writes: when it ends, even killed, stdin
// closes and this server goes with it instead of keeping its port.
void Deno.stdin.readable.pipeTo(new WritableStream()).finally(() => Deno.exit(0))

const entry = Deno.args[0]
if (!entry) throw new Error('usage: edge-runtime.ts <path of the function’s index.ts>')
await import(new URL(entry, `file://${Deno.cwd()}/`).href)
