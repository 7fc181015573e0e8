/** A stand-in for getPostgrest(): records inserts and RPC calls, answers what the test says. */
import { vi } from 'vitest'

export type Answer = {
  data?: unknown
  error: { code?: string; message: string; details?: string } | null
}

export function fakePostgrest() {
  const calls = {
    inserts: [] as { table: string; row: unknown }[],
    rpcs: [] as { fn: string; args: unknown }[],
  }
  const answers = {
    rpc: (): Answer | Promise<Answer> => ({
      data: [{ quality_score: 100, is_suspicious: false, quality_flags: [] }],
      error: null,
    }),
    insert: (_table: string): Answer | Promise<Answer> => ({ error: null }),
  }
  const client = {
    from: (table: string) => ({
      insert: vi.fn(async (row: unknown) => {
        calls.inserts.push({ table, row })
        return answers.insert(table)
      }),
    }),
    rpc: vi.fn(async (fn: string, args: unknown) => {
      calls.rpcs.push({ fn, args })
      return answers.rpc()
    }),
  }
  return { client, calls, answers }
}
