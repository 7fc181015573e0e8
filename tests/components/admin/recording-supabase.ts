/**
 * A stand-in for supabase-js's query builder in form tests: every call of a request is
 * recorded (`requests`), and the test decides the answer when the request is awaited
 * (`respondWith`). Use it as the module's client:
 *
 *   vi.mock('@/lib/supabase', async () => ({
 *     supabase: (await import('../admin/recording-supabase')).recordingSupabase,
 *   }))
 */
export type Op = [string, ...unknown[]]
export type Answer = { data: unknown; error: unknown; status?: number; count?: number | null }

/** Each request's calls in order, the first being ['from', table] or ['rpc', name, args]. */
export const requests: Op[][] = []
let respond: (ops: Op[]) => Answer = () => ({ data: null, error: null })

export function respondWith(answer: (ops: Op[]) => Answer) {
  respond = answer
}

/** Forgets the recorded requests (call in beforeEach). */
export function resetRequests() {
  requests.length = 0
}

export const isUpdate = (ops: Op[]) => ops.some(([name]) => name === 'update')

/** A query builder that records every call and answers when awaited. */
function builder(first: Op): unknown {
  const ops: Op[] = [first]
  requests.push(ops)
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === 'then') {
          return (resolve: (value: Answer) => void, reject: (error: unknown) => void) =>
            Promise.resolve()
              // The history below an edit form (tested in tests/components/workbench) is empty.
              .then(() => (ops[0]?.[1] === 'audit_log' ? { data: [], error: null } : respond(ops)))
              .then(resolve, reject)
        }
        return (...args: unknown[]) => {
          ops.push([String(prop), ...args])
          return proxy
        }
      },
    },
  )
  return proxy
}

export const recordingSupabase = {
  from: (table: string) => builder(['from', table]),
  rpc: (name: string, args: unknown) => builder(['rpc', name, args]),
}
