/** PostgREST's answers to bad tokens, RLS denials and injection attempts, through supabase-js. */
import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { signJwt } from '../../../supabase/emulator/keys.ts'
import { anonClient, makeClient, signInAs, sql, stack } from '../support/clients.ts'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

function clientWithToken(token: string) {
  return makeClient(stack.anonKey, { Authorization: `Bearer ${token}` })
}

describe('JWTs on /rest/v1', () => {
  test('a token signed with another secret is refused with 401', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' })
    const body = b64({ role: 'service_role', exp: now() + 600 })
    const signature = createHmac('sha256', 'not-the-secret-but-long-enough-to-look-real').update(
      `${header}.${body}`,
    )
    const { status, error } = await clientWithToken(
      `${header}.${body}.${signature.digest('base64url')}`,
    )
      .from('countries')
      .select('id')
    expect(status).toBe(401)
    expect(error?.code).toBe('PGRST301')
  })

  test('an alg none token is refused with 401', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.`
    const { status, error } = await clientWithToken(token).from('admin_users').select('id')
    expect(status).toBe(401)
    expect(error?.code).toBe('PGRST301')
  })

  test('an expired token is refused with 401', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), iat: now() - 7200 },
      now() - 3600,
    )
    const { status, error } = await clientWithToken(token).from('countries').select('id')
    expect(status).toBe(401)
    expect(error?.message).toMatch(/expired/i)
  })
})

describe('RLS denials', () => {
  test('anon writing brands gets 401', async () => {
    const { status, error } = await anonClient()
      .from('brands')
      .update({ brand_name: 'Hacked' })
      .eq('brand_slug', 'anything')
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  test('a signed-in analyst writing brands gets 403', async () => {
    const analyst = await signInAs('analyst')
    const { status, error } = await analyst
      .from('brands')
      .update({ brand_name: 'Hacked' })
      .eq('is_active', true)
    expect([403]).toContain(status)
    expect(error?.code).toBe('42501')
    expect(await sql(`select 1 from brands where brand_name = 'Hacked'`)).toHaveLength(0)
  })
})

describe('injection attempts', () => {
  const counts = async () => {
    const [row] = await sql<{ brands: number; countries: number }>(
      'select (select count(*)::int from brands) as brands, (select count(*)::int from countries) as countries',
    )
    return row
  }

  test('in select, order, filter values and rpc names they are refused or inert', async () => {
    const before = await counts()
    const anon = anonClient()

    const inSelect = await anon.from('brands').select('id;drop table brands;--' as '*')
    expect(inSelect.status).toBeGreaterThanOrEqual(400)
    expect(inSelect.status).toBeLessThan(500)

    const inOrder = await anon
      .from('brands')
      .select('id')
      .order('sort_order; drop table brands' as 'id')
    expect(inOrder.status).toBeGreaterThanOrEqual(400)
    expect(inOrder.status).toBeLessThan(500)

    const inValue = await anon.from('countries').select('id').eq('slug', "ca' or '1'='1")
    expect(inValue.error).toBeNull()
    expect(inValue.data).toEqual([])

    const inRpc = await anon.rpc('check_user_admin_status; drop table brands' as never)
    expect(inRpc.status).toBeGreaterThanOrEqual(400)
    expect(inRpc.status).toBeLessThan(500)

    expect(await counts()).toEqual(before)
  })
})
