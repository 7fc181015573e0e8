/**
 * The admin's edge function calls: a refusal is thrown with the reply's words, its error code
 * and its HTTP status (functions-js alone says only "non-2xx status code"); a reply the caller
 * takes as an answer is returned.
 */
import { FunctionsHttpError } from '@supabase/supabase-js'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { invokeFunction } from '@/features/admin/api/invoke-function'
import { SupabaseRequestError } from '@/lib/result'

const invoke = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke } } }))

const refusal = (status: number, body: unknown) => ({
  data: null,
  error: new FunctionsHttpError(Response.json(body, { status })),
})

beforeEach(() => invoke.mockReset())

describe('invokeFunction', () => {
  test('posts the body and returns the reply', async () => {
    invoke.mockResolvedValue({ data: { users: [] }, error: null })
    const signal = new AbortController().signal
    await expect(
      invokeFunction('admin-users', {
        body: { action: 'list' },
        signal,
        service: 'The staff service',
      }),
    ).resolves.toEqual({ users: [] })
    expect(invoke).toHaveBeenCalledWith('admin-users', {
      method: 'POST',
      body: { action: 'list' },
      signal,
    })
  })

  test("a refusal keeps the function's message, error code and HTTP status", async () => {
    invoke.mockResolvedValue(
      refusal(409, { error: 'refused', message: 'You cannot remove the last admin.' }),
    )
    const failure = invokeFunction('admin-users', { service: 'The staff service' })
    await expect(failure).rejects.toBeInstanceOf(SupabaseRequestError)
    await expect(failure).rejects.toMatchObject({
      message: 'You cannot remove the last admin.',
      code: 'refused',
      status: 409,
    })
  })

  test('a refusal without words names the service', async () => {
    invoke.mockResolvedValue(refusal(502, 'Bad gateway'))
    await expect(
      invokeFunction('admin-users', { service: 'The staff service' }),
    ).rejects.toMatchObject({
      message: 'The staff service refused the request.',
      code: undefined,
      status: 502,
    })
  })

  test('a non-2xx reply the caller accepts is its answer', async () => {
    invoke.mockResolvedValue(refusal(409, { outcome: 'not_configured' }))
    const isOutcome = (reply: unknown): reply is { outcome: string } =>
      typeof (reply as { outcome?: unknown }).outcome === 'string'
    await expect(
      invokeFunction('rebuild-public-pages', {
        service: 'The rebuild function',
        acceptsReply: isOutcome,
      }),
    ).resolves.toEqual({ outcome: 'not_configured' })
  })

  test('no answer at all is an error too', async () => {
    invoke.mockResolvedValue({ data: null, error: null })
    await expect(
      invokeFunction('rebuild-public-pages', { service: 'The rebuild function' }),
    ).rejects.toThrow('The rebuild function gave no answer.')
  })
})
