import { describe, expect, test } from 'vitest'
import { EnvError, readEnv } from '@/config/env'
import { parseEnv } from '@/config/env-schema'

const valid = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.test.signature',
}

function parseError(raw: Record<string, unknown>): EnvError {
  try {
    parseEnv(raw)
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('parseEnv accepted an invalid environment')
}

describe('environment schema', () => {
  test('a complete environment passes, with defaults for the optional URLs', () => {
    expect(parseEnv(valid)).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: valid.VITE_SUPABASE_ANON_KEY,
      VITE_SITE_URL: 'http://localhost:5173',
      VITE_ADMIN_URL: 'http://localhost:5174',
      VITE_IP_LOOKUP_URL: 'https://ipapi.co/json/',
      VITE_REVERSE_GEOCODE_URL: 'https://api.bigdatacloud.net/data/reverse-geocode-client',
    })
  })

  test('given values override the defaults; trailing slashes of base URLs are dropped', () => {
    const env = parseEnv({
      ...valid,
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SITE_URL: 'https://www.casinocompass.example/',
      VITE_IP_LOOKUP_URL: 'https://ip.example/json',
    })
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co')
    expect(env.VITE_SITE_URL).toBe('https://www.casinocompass.example')
    expect(env.VITE_IP_LOOKUP_URL).toBe('https://ip.example/json')
  })

  test('a missing variable gives a message naming it and how to provide it', () => {
    const error = parseError({ VITE_SUPABASE_ANON_KEY: 'key' })
    expect(error.message).toBe(
      'Missing environment variable VITE_SUPABASE_URL: copy .env.example to .env.local or run npm run dev',
    )
    expect(error.variables).toEqual(['VITE_SUPABASE_URL'])
  })

  test('a blank value counts as missing', () => {
    const error = parseError({ ...valid, VITE_SUPABASE_ANON_KEY: '   ' })
    expect(error.message).toBe(
      'Missing environment variable VITE_SUPABASE_ANON_KEY: copy .env.example to .env.local or run npm run dev',
    )
  })

  test('every problem is listed, one per line, in a fixed order', () => {
    const error = parseError({ VITE_SITE_URL: 'not a url' })
    expect(error.message.split('\n')).toEqual([
      'Missing environment variable VITE_SUPABASE_URL: copy .env.example to .env.local or run npm run dev',
      'Missing environment variable VITE_SUPABASE_ANON_KEY: copy .env.example to .env.local or run npm run dev',
      'Invalid environment variable VITE_SITE_URL: expected an http(s) URL, got "not a url"',
    ])
  })

  test('a URL that is not http or https is refused', () => {
    const error = parseError({ ...valid, VITE_SUPABASE_URL: 'ftp://127.0.0.1:54321' })
    expect(error.variables).toEqual(['VITE_SUPABASE_URL'])
    expect(error.message).toContain('expected an http(s) URL, got "ftp://127.0.0.1:54321"')
  })
})

describe('environment in the browser (checked by the schema when the build starts)', () => {
  test('reads the values with the same defaults and trimmed base URLs as the schema', () => {
    expect(readEnv(valid)).toEqual(parseEnv(valid))
    const given = { ...valid, VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SITE_URL: ' ' }
    expect(readEnv(given)).toEqual(parseEnv(given))
  })

  test('a missing required variable still gives the readable error', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toThrow(
      new EnvError(
        'Missing environment variable VITE_SUPABASE_ANON_KEY: copy .env.example to .env.local or run npm run dev',
        ['VITE_SUPABASE_ANON_KEY'],
      ),
    )
  })
})
