/**
 * The endpoints that email a link or a code (supabase/emulator/auth/emails.ts), through
 * real SMTP into the stack's mail catcher, read back through its API: /recover, /otp,
 * /resend, /reauthenticate (and the nonce PUT /user may need), /invite; the per-address
 * interval; where links may send the browser.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { linksIn, messagesTo, type Message } from '../../../supabase/emulator/mail/client.ts'
import { startMailCatcher, type RunningMailCatcher } from '../../../supabase/emulator/mail/index.ts'
import { serviceClient, sql, stack } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  ownAuthApp,
  signedIn,
  strongPassword,
  trackUser,
  uniqueEmail,
  type TestUser,
} from './auth-helpers.ts'

const LANDING = 'http://127.0.0.1:4999/admin/set-password'

afterAll(deleteTestUsers)

/** The messages to `email` once `count` of them have arrived. */
async function emailsTo(email: string, count = 1, mailUrl = stack.mailUrl): Promise<Message[]> {
  let messages: Message[] = []
  await expect
    .poll(async () => (messages = await messagesTo(mailUrl, email)).length)
    .toBeGreaterThanOrEqual(count)
  return messages
}

/** The /verify link and the code an email carries. */
function linkAndCode(message: Message): { link: URL; code: string } {
  const link = linksIn(message.Text).find((url) => url.includes('/auth/v1/verify'))
  const code = /enter the code: (\d+)/i.exec(message.Text)?.[1]
  if (!link || !code) throw new Error(`no link or code in: ${message.Text}`)
  return { link: new URL(link), code }
}

/** Opens a link as a browser would, without following the redirect. */
async function open(link: URL) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  return { location, fragment: new URLSearchParams(location.split('#')[1] ?? '') }
}

async function newStaff(): Promise<TestUser> {
  const user = await createTestUser()
  await sql(`insert into public.admin_users (id, email, role) values ($1, $2, 'editor')`, [
    user.id,
    user.email,
  ])
  return user
}

const recover = (email: string, headers: Record<string, string> = {}) =>
  authRequest(`/recover?redirect_to=${encodeURIComponent(LANDING)}`, {
    method: 'POST',
    body: { email, gotrue_meta_security: {} },
    headers,
  })

describe('POST /auth/v1/recover', () => {
  test('puts one email in the mail catcher for a staff address and none for an unknown one, answering both alike', async () => {
    const staff = await newStaff()
    const unknown = uniqueEmail('nobody')
    const forUnknown = await recover(unknown)
    const forStaff = await recover(staff.email)

    expect({ status: forStaff.status, body: forStaff.body }).toEqual({ status: 200, body: {} })
    expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({
      status: 200,
      body: {},
    })
    const [email, ...more] = await emailsTo(staff.email)
    expect(more).toEqual([])
    expect(await messagesTo(stack.mailUrl, unknown)).toEqual([])

    expect(email!.Subject).toBe('Reset Your Password')
    const { link, code } = linkAndCode(email!)
    expect(code).toMatch(/^\d{6}$/)
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('redirect_to')).toBe(LANDING)
    // Stored hashed, as GoTrue stores it: sha224(email + code), never the code.
    const [row] = await sql<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [staff.id],
    )
    expect(row!.recovery_token).toBe(link.searchParams.get('token'))
    expect(row!.recovery_token).not.toContain(code)
  })

  test('the recovery link signs in once (type=recovery) and the user sets a new password with that session', async () => {
    const staff = await newStaff()
    const { error } = await clientFrom().auth.resetPasswordForEmail(staff.email, {
      redirectTo: LANDING,
    })
    expect(error).toBeNull()
    const { link } = linkAndCode((await emailsTo(staff.email))[0]!)

    const first = await open(link)
    expect(first.location.startsWith(`${LANDING}#`)).toBe(true)
    expect(first.fragment.get('type')).toBe('recovery')
    const client = clientFrom()
    const session = await client.auth.setSession({
      access_token: first.fragment.get('access_token')!,
      refresh_token: first.fragment.get('refresh_token')!,
    })
    expect(session.error).toBeNull()
    const password = strongPassword()
    expect((await client.auth.updateUser({ password })).error).toBeNull()

    const withNew = await clientFrom().auth.signInWithPassword({ email: staff.email, password })
    expect(withNew.error).toBeNull()
    const withOld = await clientFrom().auth.signInWithPassword(staff)
    expect(withOld.error).toMatchObject({ code: 'invalid_credentials' })
    expect((await open(link)).fragment.get('error_code')).toBe('otp_expired')
  })

  test('the emailed code signs in through verifyOtp; a wrong code is 403 otp_expired', async () => {
    const staff = await newStaff()
    await clientFrom().auth.resetPasswordForEmail(staff.email)
    const { code } = linkAndCode((await emailsTo(staff.email))[0]!)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')

    const refused = await clientFrom().auth.verifyOtp({
      email: staff.email,
      token: wrong,
      type: 'recovery',
    })
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })
    const { data, error } = await clientFrom().auth.verifyOtp({
      email: staff.email,
      token: code,
      type: 'recovery',
    })
    expect(error).toBeNull()
    expect(data.session?.user.id).toBe(staff.id)
  })

  test('a second request within a minute is 429 over_email_send_rate_limit, for a known and an unknown address alike', async () => {
    const staff = await newStaff()
    const unknown = uniqueEmail('nobody')
    await recover(staff.email)
    await recover(unknown)
    const again = await recover(staff.email)
    const againUnknown = await recover(unknown)

    expect(again.status).toBe(429)
    expect(again.body).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after (59|60) seconds\.$/,
      ),
    })
    expect({ ...againUnknown, headers: null }).toEqual({ ...again, headers: null })
    expect(await emailsTo(staff.email)).toHaveLength(1)
  })

  test('an email is required and must be an address (400 validation_failed)', async () => {
    expect((await recover('')).body).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    })
    expect((await recover('not-an-email')).status).toBe(400)
  })

  test('redirect_to off the allow-list falls back to the site URL; the Referer serves when it is allowed', async () => {
    const offList = await createTestUser()
    await authRequest(`/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      method: 'POST',
      body: { email: offList.email },
    })
    const { link } = linkAndCode((await emailsTo(offList.email))[0]!)
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')

    const referred = await createTestUser()
    await authRequest('/recover', {
      method: 'POST',
      body: { email: referred.email },
      headers: { referer: 'http://127.0.0.1:4998/admin/forgot-password' },
    })
    const fromReferer = linkAndCode((await emailsTo(referred.email))[0]!).link
    expect(fromReferer.searchParams.get('redirect_to')).toBe(
      'http://127.0.0.1:4998/admin/forgot-password',
    )
  })
})

describe('POST /auth/v1/otp', () => {
  test('a known address gets a magic link and a code that signs in once; an unknown one the same answer and no email', async () => {
    const user = await createTestUser()
    const unknown = uniqueEmail('nobody')
    const none = await clientFrom().auth.signInWithOtp({
      email: unknown,
      options: { shouldCreateUser: false },
    })
    const sent = await clientFrom().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: LANDING },
    })
    expect(sent).toEqual(none)
    expect(sent.error).toBeNull()

    const [email] = await emailsTo(user.email)
    expect(email!.Subject).toBe('Your Magic Link')
    const { link, code } = linkAndCode(email!)
    expect(link.searchParams.get('type')).toBe('magiclink')
    const first = await clientFrom().auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'email',
    })
    expect(first.data.session?.user.id).toBe(user.id)
    const second = await clientFrom().auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'email',
    })
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired' })
    expect(await messagesTo(stack.mailUrl, unknown)).toEqual([])
    // Sign-ups are off: asking for a code made no account.
    expect(await sql('select 1 from auth.users where email = $1', [unknown])).toEqual([])
  })

  test('a phone number is refused: no SMS is sent locally', async () => {
    const { error } = await clientFrom().auth.signInWithOtp({ phone: '+15555550100' })
    expect(error).toMatchObject({ status: 422, code: 'phone_provider_disabled' })
  })
})

describe('POST /auth/v1/resend', () => {
  test('an unconfirmed address gets its confirmation again, which the code confirms; a confirmed one gets nothing', async () => {
    const pending = await createTestUser({ emailConfirm: false })
    const confirmed = await createTestUser()
    for (const email of [confirmed.email, pending.email]) {
      const { error } = await clientFrom().auth.resend({ type: 'signup', email })
      expect(error).toBeNull()
    }
    const [email] = await emailsTo(pending.email)
    expect(email!.Subject).toBe('Confirm Your Email')
    const { code } = linkAndCode(email!)
    const { data } = await clientFrom().auth.verifyOtp({
      email: pending.email,
      token: code,
      type: 'signup',
    })
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String))
    expect(await messagesTo(stack.mailUrl, confirmed.email)).toEqual([])
  })

  test('an unknown type is 400 validation_failed', async () => {
    const reply = await authRequest('/resend', {
      method: 'POST',
      body: { type: 'recovery', email: uniqueEmail() },
    })
    expect(reply.body).toEqual({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    })
  })
})

describe('GET /auth/v1/reauthenticate and the nonce of PUT /user', () => {
  let mail: RunningMailCatcher
  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    return () => mail.stop()
  })

  test('emails the signed-in user a code, without a link', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const { error } = await client.auth.reauthenticate()
    expect(error).toBeNull()
    const [email] = await emailsTo(user.email)
    expect(email!.Subject).toBe('Confirm reauthentication')
    expect(email!.Text).toMatch(/Enter the code: \d{6}/)
    expect(linksIn(email!.Text)).toEqual([])
  })

  test('with the anon key alone (no user) it is 403 bad_jwt', async () => {
    const reply = await authRequest('/reauthenticate')
    expect(reply).toMatchObject({ status: 403, body: { code: 'bad_jwt' } })
  })

  test('with secure_password_change, a session older than a day changes the password only with the emailed nonce, once', async () => {
    const auth = ownAuthApp({ securePasswordChange: true, smtpPort: mail.smtpPort })
    try {
      const user = await createTestUser()
      const client = auth.client()
      const { data } = await client.auth.signInWithPassword(user)
      await sql(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
        JSON.parse(atob(data.session!.access_token.split('.')[1]!)).session_id,
      ])

      const bare = await client.auth.updateUser({ password: strongPassword() })
      expect(bare.error).toMatchObject({
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      })
      expect((await client.auth.reauthenticate()).error).toBeNull()
      const [email] = await emailsTo(user.email, 1, mail.url)
      const nonce = /Enter the code: (\d+)/.exec(email!.Text)![1]!
      const wrong = await client.auth.updateUser({ password: strongPassword(), nonce: '000000' })
      expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' })

      const changed = await client.auth.updateUser({ password: strongPassword(), nonce })
      expect(changed.error).toBeNull()
      const reused = await client.auth.updateUser({ password: strongPassword(), nonce })
      expect(reused.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' })
    } finally {
      await auth.stop()
    }
  })

  test('with secure_password_change, a session signed in today needs no nonce', async () => {
    const auth = ownAuthApp({ securePasswordChange: true, smtpPort: mail.smtpPort })
    try {
      const user = await createTestUser()
      const client = auth.client()
      await client.auth.signInWithPassword(user)
      expect((await client.auth.updateUser({ password: strongPassword() })).error).toBeNull()
    } finally {
      await auth.stop()
    }
  })
})

describe('POST /auth/v1/invite', () => {
  test('admin inviteUserByEmail creates the user and emails an invite link that signs them in', async () => {
    const address = uniqueEmail('invitee')
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(address, {
      redirectTo: LANDING,
    })
    trackUser(data.user?.id)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: address, invited_at: expect.any(String) })
    const [email] = await emailsTo(address)
    expect(email!.Subject).toBe('You have been invited')
    const { link } = linkAndCode(email!)
    expect(link.searchParams.get('type')).toBe('invite')
    const opened = await open(link)
    expect(opened.fragment.get('type')).toBe('invite')
    expect(opened.fragment.get('access_token')).toEqual(expect.any(String))
  })

  test('a confirmed address is 422 email_exists; the anon key is 403 not_admin', async () => {
    const user = await createTestUser()
    const again = await serviceClient().auth.admin.inviteUserByEmail(user.email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
    const anon = await authRequest('/invite', { method: 'POST', body: { email: uniqueEmail() } })
    expect(anon).toMatchObject({ status: 403, body: { code: 'not_admin' } })
  })
})
