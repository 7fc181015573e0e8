import { describe, expect, test } from 'vitest'
import { isSupabaseRequestError, type SupabaseRequestError, unwrap } from '@/lib/result'

describe('unwrap', () => {
  test('returns the data of a successful response', () => {
    expect(unwrap({ data: [{ id: 1 }], error: null, status: 200 })).toEqual([{ id: 1 }])
    expect(unwrap({ data: null, error: null })).toBeNull()
  })

  test('throws a typed error carrying code, details, hint and status', () => {
    const failure = {
      data: null,
      error: {
        message: 'permission denied for table brands',
        code: '42501',
        details: '',
        hint: '',
      },
      status: 401,
    }
    let caught: unknown
    try {
      unwrap(failure)
    } catch (error) {
      caught = error
    }
    expect(isSupabaseRequestError(caught)).toBe(true)
    const error = caught as SupabaseRequestError
    expect(error.message).toBe('permission denied for table brands')
    expect(error.code).toBe('42501')
    expect(error.status).toBe(401)
    expect(error.details).toBeUndefined()
  })

  test('takes the status from an auth error when the response has none', () => {
    expect(() =>
      unwrap({
        data: { session: null },
        error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
      }),
    ).toThrow(
      expect.objectContaining({ code: 'invalid_credentials', status: 400 }) as unknown as Error,
    )
  })

  test("keeps Storage's code, which storage-js names statusCode", () => {
    expect(() =>
      unwrap({
        data: null,
        error: { message: 'The resource already exists', statusCode: '409', status: 400 },
      }),
    ).toThrow(expect.objectContaining({ code: '409', status: 400 }) as unknown as Error)
  })
})
