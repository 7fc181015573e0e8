/**
 * `npm run admin:create` against the local stack, as against a hosted project:
 * Auth's admin API with the service key, then the admin role in admin_users
 * through the REST API (so it needs service_role's explicit grant).
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { createAdmin } from '../../../scripts/admin-create.ts'
import { serviceClient, signIn, sql, stack } from '../support/clients.ts'

const run = promisify(execFile)
const emails: string[] = []

/** A fresh address for one test, deleted with its user afterwards. */
function newEmail(): string {
  const email = `owner-${randomUUID().slice(0, 8)}@admin-create.example`
  emails.push(email)
  return email
}

const userCount = async (email: string) =>
  Number(
    (await sql<{ count: string }>('select count(*) from auth.users where email = $1', [email]))[0]
      ?.count,
  )

afterAll(async () => {
  const users = await sql<{ id: string }>('select id from auth.users where email = any ($1)', [
    emails,
  ])
  for (const { id } of users) await serviceClient().auth.admin.deleteUser(id)
})

describe('createAdmin', () => {
  test('creates a confirmed user who signs in and is an admin', async () => {
    const email = newEmail()
    const admin = await createAdmin({
      url: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      email,
      password: 'Owner-password-2026',
      fullName: 'Site Owner',
    })
    expect(admin).toEqual({ userId: expect.any(String), email, generatedPassword: null })

    const client = await signIn(email, 'Owner-password-2026')
    const { data } = await client.rpc('check_user_admin_status', { user_email: email })
    expect(data).toEqual([expect.objectContaining({ id: admin.userId, email, role: 'admin' })])
    const [row] = await sql<{ confirmed: boolean; full_name: string }>(
      `select u.email_confirmed_at is not null as confirmed, a.full_name
       from auth.users u join admin_users a on a.id = u.id where u.id = $1`,
      [admin.userId],
    )
    expect(row).toEqual({ confirmed: true, full_name: 'Site Owner' })
  })

  test('generates a password when none is given, and that password signs in', async () => {
    const email = newEmail()
    const admin = await createAdmin({ url: stack.url, serviceRoleKey: stack.serviceRoleKey, email })
    expect(admin.generatedPassword).toMatch(/^[\w-]{32}$/)
    await expect(signIn(email, admin.generatedPassword!)).resolves.toBeDefined()
  })

  test('refuses a password shorter than the project minimum and creates nothing', async () => {
    const email = newEmail()
    await expect(
      createAdmin({
        url: stack.url,
        serviceRoleKey: stack.serviceRoleKey,
        email,
        password: 'Short-1',
      }),
    ).rejects.toThrow('The password is too short: use at least 8 characters')
    expect(await userCount(email)).toBe(0)
  })

  test('refuses a password past bcrypt’s 72 bytes', async () => {
    const email = newEmail()
    await expect(
      createAdmin({
        url: stack.url,
        serviceRoleKey: stack.serviceRoleKey,
        email,
        password: 'é'.repeat(37),
      }),
    ).rejects.toThrow('The password is too long: at most 72 bytes')
    expect(await userCount(email)).toBe(0)
  })

  test('refuses an email that already has an account, leaving it as it was', async () => {
    await expect(
      createAdmin({
        url: stack.url,
        serviceRoleKey: stack.serviceRoleKey,
        email: 'visitor@example.com',
        password: 'Another-password-2026',
      }),
    ).rejects.toThrow('Auth refused to create visitor@example.com')
    expect(await sql("select 1 from admin_users where email = 'visitor@example.com'")).toEqual([])
  })

  test('refuses the anon key: only the service key may create users', async () => {
    const email = newEmail()
    await expect(
      createAdmin({
        url: stack.url,
        serviceRoleKey: stack.anonKey,
        email,
        password: 'Owner-password-2026',
      }),
    ).rejects.toThrow('Auth refused to create')
    expect(await userCount(email)).toBe(0)
  })
})

describe('npm run admin:create', () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
      env: { ...process.env, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '', ...env },
    })

  test('creates the admin from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY and says the password was given', async () => {
    const email = newEmail()
    const { stdout } = await cli(['--email', email, '--password', 'Owner-password-2026'], {
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    })
    expect(stdout).toContain(`Created admin ${email}`)
    expect(stdout).toContain('Password: the one you gave.')
    expect(await sql('select role from admin_users where email = $1', [email])).toEqual([
      { role: 'admin' },
    ])
  })

  test('prints the generated password when none is given and there is no terminal', async () => {
    const email = newEmail()
    const { stdout } = await cli([
      '--email',
      email,
      '--url',
      stack.url,
      '--service-role-key',
      stack.serviceRoleKey,
    ])
    const password = /Generated password \(shown once, store it now\): (\S+)/.exec(stdout)?.[1]
    expect(password).toBeDefined()
    await expect(signIn(email, password!)).resolves.toBeDefined()
  })

  test('exits 1 with a clear message for a weak password', async () => {
    const email = newEmail()
    const failure = await cli(['--email', email, '--password', 'weak'], {
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The password is too short'),
    })
    expect(await userCount(email)).toBe(0)
  })

  test('exits 1 with the usage when the URL or key is missing', async () => {
    const failure = await cli(['--email', newEmail(), '--password', 'Owner-password-2026']).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: npm run admin:create'),
    })
  })
})
