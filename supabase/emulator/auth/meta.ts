/**
 * The descriptive endpoints (/settings, /health, /.well-known/jwks.json) and
 * the parts of Supabase Auth this emulator does not provide: those answer a
 * clear JSON error with GoTrue's feature-disabled code for the feature,
 * instead of a 404 that reads like a typo.
 */
import type { Hono } from 'hono'
import type { ServiceContext } from '../context.ts'
import { AuthError } from './errors.ts'

export const GOTRUE_VERSION = 'v2.177.0-local-emulator'

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
] as const

const LOCAL = 'in the local Supabase emulator'

/**
 * Path patterns (Hono syntax) of GoTrue endpoints not provided here, with the reply each gets.
 * /verify and /admin/generate_link (links.ts) and the endpoints that send email (emails.ts) are provided.
 */
const UNAVAILABLE: { methods: string[]; path: string; error: () => AuthError }[] = [
  ...['/authorize', '/callback', '/user/identities/authorize', '/user/identities/:id'].map(
    (path) => ({
      methods: ['GET', 'POST', 'DELETE'],
      path,
      error: () =>
        new AuthError(
          400,
          'provider_disabled',
          `Unsupported provider: OAuth providers are not available ${LOCAL}`,
        ),
    }),
  ),
  ...['/sso', '/sso/*', '/admin/sso/*'].map((path) => ({
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    path,
    error: () =>
      new AuthError(422, 'sso_provider_disabled', `Single sign-on is not available ${LOCAL}`),
  })),
]

export function registerMetaRoutes(app: Hono, ctx: ServiceContext) {
  app.get('/settings', (c) => {
    const external: Record<string, boolean> = {}
    for (const provider of EXTERNAL_PROVIDERS) external[provider] = provider === 'email'
    return c.json(
      {
        external,
        disable_signup: !ctx.options.enableSignup,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
      200,
    )
  })

  app.get('/health', (c) =>
    c.json(
      {
        version: GOTRUE_VERSION,
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      },
      200,
    ),
  )

  // HS256 only: no public keys to publish, as GoTrue with a symmetric secret.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }, 200))

  for (const { methods, path, error } of UNAVAILABLE) {
    app.on(methods, path, () => {
      throw error()
    })
  }
}
