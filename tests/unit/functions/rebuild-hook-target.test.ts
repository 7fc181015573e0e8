// @vitest-environment node
/**
 * The rebuild function's rule for its deploy hook: the host, as written or as DNS resolves
 * it, must be public. The DNS answers here come from a stand-in resolver.
 */
import { describe, expect, test } from 'vitest'
import {
  checkPublicTarget,
  type ResolveHost,
} from '../../../supabase/functions/_shared/public-target.ts'

/** A resolver that knows these names and records what it was asked. */
function dns(records: Record<string, string[]>) {
  const asked: string[] = []
  const resolve: ResolveHost = async (name) => {
    asked.push(name)
    const found = records[name]
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
    return found
  }
  return { asked, resolve }
}

const strict = (resolve: ResolveHost) => ({ resolve, allowLoopback: false })

describe('checkPublicTarget', () => {
  test('a host name that resolves to public addresses only may be called', async () => {
    const { asked, resolve } = dns({ 'api.netlify.com': ['75.2.60.5', '2600:1f18::1'] })
    expect(
      await checkPublicTarget(new URL('https://api.netlify.com/hooks/1'), strict(resolve)),
    ).toEqual({
      ok: true,
    })
    expect(asked).toEqual(['api.netlify.com'])
  })

  test('a host name with any non-public address is refused, naming it', async () => {
    const { resolve } = dns({ 'hooks.example': ['75.2.60.5', '10.0.0.5'] })
    expect(await checkPublicTarget(new URL('https://hooks.example/x'), strict(resolve))).toEqual({
      ok: false,
      refusal: { name: 'hooks.example', address: '10.0.0.5', kind: 'private' },
    })
  })

  test('an IPv4-mapped loopback answer is refused as loopback', async () => {
    const { resolve } = dns({ 'mapped.example': ['::ffff:127.0.0.1'] })
    expect(await checkPublicTarget(new URL('https://mapped.example/'), strict(resolve))).toEqual({
      ok: false,
      refusal: { name: 'mapped.example', address: '::ffff:127.0.0.1', kind: 'loopback' },
    })
  })

  test('an address as the host is judged without a lookup', async () => {
    const { asked, resolve } = dns({})
    expect(await checkPublicTarget(new URL('http://192.168.0.10/x'), strict(resolve))).toEqual({
      ok: false,
      refusal: { address: '192.168.0.10', kind: 'private' },
    })
    expect(await checkPublicTarget(new URL('https://8.8.8.8/x'), strict(resolve))).toEqual({
      ok: true,
    })
    expect(asked).toEqual([])
  })

  test('a name that does not resolve, or resolves to nothing, is not called', async () => {
    const { resolve } = dns({ 'empty.example': [] })
    for (const host of ['missing.example', 'empty.example']) {
      expect(await checkPublicTarget(new URL(`https://${host}/`), strict(resolve)), host).toEqual({
        ok: false,
        refusal: null,
      })
    }
  })

  test('the test stacks allowance lets loopback through and nothing else', async () => {
    const { resolve } = dns({
      'stand-in.test': ['127.0.0.1'],
      'lan.test': ['127.0.0.1', '10.1.1.1'],
    })
    const allowing = { resolve, allowLoopback: true }
    expect(await checkPublicTarget(new URL('http://127.0.0.1:5000/'), allowing)).toEqual({
      ok: true,
    })
    expect(await checkPublicTarget(new URL('http://[::1]:5000/'), allowing)).toEqual({ ok: true })
    expect(await checkPublicTarget(new URL('http://stand-in.test/'), allowing)).toEqual({
      ok: true,
    })
    expect(await checkPublicTarget(new URL('http://10.0.0.5/'), allowing)).toMatchObject({
      ok: false,
      refusal: { kind: 'private' },
    })
    expect(await checkPublicTarget(new URL('http://lan.test/'), allowing)).toMatchObject({
      ok: false,
      refusal: { address: '10.1.1.1', kind: 'private' },
    })
    expect(await checkPublicTarget(new URL('http://127.0.0.1:5000/'), strict(resolve))).toEqual({
      ok: false,
      refusal: { address: '127.0.0.1', kind: 'loopback' },
    })
  })
})
