/**
 * The local-only seed, run by the local stack after supabase/seed.sql on a
 * fresh database: the staff accounts of seed-users.ts (passwords published in
 * .env.example) and a demo postback source whose secret is in the repository.
 * Neither may reach a hosted project, so neither is in seed.sql, the file
 * `supabase db push --include-seed` sends.
 *
 * Users are written by the Auth emulator's own insert, the row GoTrue writes
 * ('' in the token strings it reads back), so Supabase's Auth server could
 * sign them in too.
 */
import type pg from 'pg'
import { hashPassword } from './auth/passwords.ts'
import { firstRow, insertUser } from './auth/users.ts'
import { seedCredentials } from './seed-users.ts'

/** The demo affiliate network the postback tests call. */
export const demoPostbackSource = {
  slug: 'demo-network',
  secret: 'local-demo-postback-secret-2026',
} as const

const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'editor', 'analyst'])

export async function seedLocal(db: pg.ClientBase): Promise<void> {
  for (const user of seedCredentials) {
    await insertUser(db, {
      id: user.id,
      email: user.email,
      phone: null,
      passwordHash: await hashPassword(user.password),
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { full_name: user.fullName },
      emailConfirmed: true,
      phoneConfirmed: false,
    })
    if (STAFF_ROLES.has(user.role)) {
      await db.query(
        `insert into public.admin_users (id, email, full_name, role, password_setup_completed)
         values ($1, $2, $3, $4, true)`,
        [user.id, user.email, user.fullName, user.role],
      )
    }
  }

  const { rows } = await db.query<{ id: string }>(
    `insert into public.postback_sources (name, slug, description, param_map, default_currency)
     values ('Demo Affiliate Network', $1, $2, '{"click_id": "click_id", "transaction_id": "transaction_id"}', 'EUR')
     returning id`,
    [
      demoPostbackSource.slug,
      `Local test network. Postback URL: /functions/v1/postback/${demoPostbackSource.slug}?token={secret}&click_id={click_id}&event={event}&payout={payout}&currency={currency}&transaction_id={txid}`,
    ],
  )
  await db.query(
    `insert into public.postback_source_secrets (source_id, secret_hash)
     values ($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'))`,
    [firstRow(rows).id, demoPostbackSource.secret],
  )

  await db.query(
    `insert into public.code_snippets (name, description, location, code, allowed_origins, is_active)
     values ('Analytics (example)', 'Example of a third-party snippet; inactive.', 'head',
             '<script async src="https://analytics.example.com/script.js" data-site="casinocompass"></script>',
             array['https://analytics.example.com'], false)`,
  )
}
