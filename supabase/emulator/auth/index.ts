/**
 * Supabase Auth (GoTrue) for the local stack, as a Hono sub-app the gateway
 * mounts at /auth/v1. It speaks GoTrue's HTTP protocol as @supabase/auth-js
 * uses it: password sign-in, refresh-token rotation with reuse detection,
 * the user's own endpoints, TOTP factors (enrol, challenge, verify, unenrol),
 * sign-out scopes, the admin user API, one-time links (generate_link and
 * /verify), /settings and /health. Users live in auth.users with bcrypt hashes; the bookkeeping on the
 * auth schema runs as the system with bound values only.
 *
 * The gateway has already checked the API key, put `Authorization: Bearer
 * <apikey>` on requests without one, set X-Forwarded-For from the socket,
 * and handles CORS and the body limit.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import type { ServiceContext } from '../context.ts'
import { registerAdminRoutes } from './admin.ts'
import { registerEmailRoutes } from './emails.ts'
import {
  API_VERSION_2024,
  API_VERSION_HEADER,
  AuthError,
  OAuthError,
  errorResponse,
} from './errors.ts'
import { registerFactorRoutes } from './factors.ts'
import { registerLinkRoutes } from './links.ts'
import { registerMetaRoutes } from './meta.ts'
import {
  createSlidingWindowLimiter,
  enforcePerAddressLimit,
  type SlidingWindowLimiter,
} from './rate-limit.ts'
import { registerSignupRoutes } from './signup.ts'
import { registerTokenRoutes } from './token.ts'
import { registerUserRoutes } from './user.ts'

export { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from './sessions.ts'

export { createSlidingWindowLimiter, type SlidingWindowLimiter } from './rate-limit.ts'

export interface AuthAppOptions {
  /**
   * The per-address rate limiter of /token and the link and code checks (one per app by
   * default). Pass your own to reset it between tests; its limits and window come from
   * ctx.options on every call.
   */
  tokenLimiter?: SlidingWindowLimiter
}

/**
 * Builds the Auth app for one emulator instance.
 *
 * @example
 * const app = new Hono()
 * app.route('/auth/v1', createAuthApp(ctx))
 */
export function createAuthApp(ctx: ServiceContext, options: AuthAppOptions = {}): Hono {
  const app = new Hono()
  const limiter = options.tokenLimiter ?? createSlidingWindowLimiter()

  // Every reply names the API version whose error shape auth-js should read.
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set(API_VERSION_HEADER, API_VERSION_2024)
  })

  // Links and codes are few digits or one click: each address may check 30 per 5 minutes.
  const verificationLimit: MiddlewareHandler = async (c, next) => {
    const { tokenVerificationRateLimit: limit, tokenRateWindowMs: windowMs } = ctx.options
    enforcePerAddressLimit(c, limiter, 'verify', limit, windowMs)
    await next()
  }
  app.use('/verify', verificationLimit)
  app.use('/factors/:id/verify', verificationLimit)

  registerTokenRoutes(app, ctx, limiter)
  registerSignupRoutes(app, ctx)
  registerUserRoutes(app, ctx)
  registerAdminRoutes(app, ctx)
  // After the admin routes, whose service-key check covers /admin/users/{id}/factors.
  registerFactorRoutes(app, ctx)
  // After the admin routes: /admin/generate_link goes through their service-key check.
  registerLinkRoutes(app, ctx)
  registerEmailRoutes(app, ctx)
  registerMetaRoutes(app, ctx)

  // A catch-all route rather than notFound(): a mounted sub-app's notFound is
  // not used, the parent's is.
  app.all('*', (c) => errorResponse(c, new AuthError(404, 'not_found', 'Not Found')))

  app.onError((error, c) => {
    if (!(error instanceof AuthError) && !(error instanceof OAuthError)) {
      // Logged for whoever runs the stack; the client gets no details.
      console.error('[auth] unexpected error:', error)
    }
    return errorResponse(c, error)
  })

  return app
}
