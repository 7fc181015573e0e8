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

/** Forgets the recorded requests and Realtime channels (call in beforeEach). */
export function resetRequests() {
  requests.length = 0
  channels.length = 0
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

type ChangeFilter = { event: string; schema: string; table: string; filter?: string }
type ChangeListener = (payload: { eventType: string; new: Record<string, unknown> }) => void

/** A Realtime channel opened through the stand-in: its postgres_changes listeners. */
export type RecordedChannel = {
  name: string
  listeners: Array<{ filter: ChangeFilter; callback: ChangeListener }>
  removed: boolean
}

/** Every channel opened (`supabase.channel(...)`), in order; `removed` once removeChannel ran. */
export const channels: RecordedChannel[] = []

function channel(name: string) {
  const recorded: RecordedChannel = { name, listeners: [], removed: false }
  channels.push(recorded)
  const api = {
    on(_type: 'postgres_changes', filter: ChangeFilter, callback: ChangeListener) {
      recorded.listeners.push({ filter, callback })
      return api
    },
    // Subscribes at once, as the Realtime server's ok reply would.
    subscribe(callback?: (state: string) => void) {
      queueMicrotask(() => callback?.('SUBSCRIBED'))
      return api
    },
    recorded,
  }
  return api
}

/** Delivers an insert of `row` into `table` to every open channel listening for it. */
export function emitInsert(table: string, row: Record<string, unknown>) {
  for (const open of channels.filter((c) => !c.removed)) {
    for (const { filter, callback } of open.listeners) {
      if (filter.table === table && ['INSERT', '*'].includes(filter.event)) {
        callback({ eventType: 'INSERT', new: row })
      }
    }
  }
}

export const recordingSupabase = {
  from: (table: string) => builder(['from', table]),
  rpc: (name: string, args: unknown) => builder(['rpc', name, args]),
  channel,
  removeChannel: (open: { recorded: RecordedChannel }) => {
    open.recorded.removed = true
    return Promise.resolve('ok')
  },
}
