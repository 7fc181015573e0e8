/**
 * `npm run admin:create`: the first admin of a hosted project. Supabase has no
 * sign-up here (config.toml: enable_signup = false) and the content seed holds
 * no accounts, so this creates the user through Auth's admin API with the
 * service key, email confirmed, and gives it the admin role in admin_users.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<key> \
 *     npm run admin:create -- --email owner@example.com [--password <pw>] [--name "Full Name"]
 *
 * --url and --service-role-key may replace the variables. Without --password
 * the command asks for one when run in a terminal, and generates one (printed
 * once) when the answer is empty or there is no terminal. A password shorter
 * than supabase/config.toml's minimum_password_length, or longer than the
 * 72 bytes bcrypt reads, is refused before anything is created.
 *
 * @example
 *   const { userId } = await createAdmin({ url, serviceRoleKey, email: 'a@example.com', password })
 */
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Database } from '../src/integrations/supabase/types.ts'
import { PASSWORD_MAX_BYTES, passwordByteLength } from '../supabase/emulator/auth/passwords.ts'
import { projectConfig } from '../supabase/emulator/project-config.ts'

export interface AdminCreateOptions {
  url: string
  serviceRoleKey: string
  email: string
  /** Omitted: a random password is generated and returned. */
  password?: string
  fullName?: string
}

export interface CreatedAdmin {
  userId: string
  email: string
  /** The generated password when none was given (shown once), else null. */
  generatedPassword: string | null
}

/** Why a password would be refused, or null when it meets the project's rules. */
export function passwordProblem(password: string): string | null {
  const minimum = projectConfig.minimumPasswordLength
  if ([...password].length < minimum) {
    return `The password is too short: use at least ${minimum} characters (supabase/config.toml [auth] minimum_password_length).`
  }
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    return `The password is too long: at most ${PASSWORD_MAX_BYTES} bytes (bcrypt ignores the rest).`
  }
  return null
}

/** 32 URL-safe characters from 24 random bytes. */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url')
}

/** Creates the user (email confirmed) and its admin_users row; undoes the user if the row fails. */
export async function createAdmin(options: AdminCreateOptions): Promise<CreatedAdmin> {
  const password = options.password ?? generatePassword()
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)

  const supabase = createClient<Database>(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never used here.
    realtime: { transport: WebSocket as never },
  })
  const created = await supabase.auth.admin.createUser({
    email: options.email,
    password,
    email_confirm: true,
    user_metadata: options.fullName ? { full_name: options.fullName } : {},
  })
  if (created.error) {
    throw new Error(`Auth refused to create ${options.email}: ${created.error.message}`, {
      cause: created.error,
    })
  }
  const user = created.data.user

  // The email is copied from auth.users by the table's trigger.
  const staff = await supabase.from('admin_users').insert({
    id: user.id,
    email: user.email ?? options.email,
    full_name: options.fullName ?? null,
    role: 'admin',
  })
  if (staff.error) {
    await supabase.auth.admin.deleteUser(user.id)
    throw new Error(`Could not give ${options.email} the admin role: ${staff.error.message}`, {
      cause: staff.error,
    })
  }
  return {
    userId: user.id,
    email: user.email ?? options.email,
    generatedPassword: options.password === undefined ? password : null,
  }
}

/** Asks for a password without echoing it; empty means "generate one". */
async function promptPassword(): Promise<string | undefined> {
  process.stdout.write('Password (empty to generate one): ')
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() })
  const prompt = createInterface({ input: process.stdin, output: muted, terminal: true })
  try {
    const answer = await prompt.question('')
    process.stdout.write('\n')
    return answer === '' ? undefined : answer
  } finally {
    prompt.close()
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
      'service-role-key': { type: 'string' },
    },
  })
  const url = values.url ?? process.env.SUPABASE_URL
  const serviceRoleKey = values['service-role-key'] ?? process.env.SUPABASE_SERVICE_ROLE_KEY
  if (!values.email || !url || !serviceRoleKey) {
    throw new Error(
      'Usage: npm run admin:create -- --email <email> [--password <pw>] [--name <full name>]\n' +
        'with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set (or --url and --service-role-key).',
    )
  }
  let password = values.password
  if (password === undefined && process.stdin.isTTY) password = await promptPassword()
  if (password !== undefined) {
    const problem = passwordProblem(password)
    if (problem) throw new Error(problem)
  }

  const admin = await createAdmin({
    url,
    serviceRoleKey,
    email: values.email,
    password,
    fullName: values.name,
  })
  console.log(`Created admin ${admin.email} (${admin.userId}), email confirmed.`)
  console.log(
    admin.generatedPassword
      ? `Generated password (shown once, store it now): ${admin.generatedPassword}`
      : 'Password: the one you gave.',
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
