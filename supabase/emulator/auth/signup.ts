/**
 * POST /signup. Off for this product (options.enableSignup false answers
 * GoTrue's 422 signup_disabled); when on, email sign-ups are confirmed at once
 * (no mail is sent locally, like `mailer_autoconfirm`) and get a session.
 */
import type { Hono, MiddlewareHandler } from 'hono'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { unprocessable } from './errors.ts'
import { checkPasswordStrength, hashPassword } from './passwords.ts'
import { bodyObject, goString, jsonBody, jsonObject } from './body.ts'
import { clientInet, userAgent } from './request.ts'
import { issueSession } from './sessions.ts'
import { emailTaken, insertUser, validateEmail } from './users.ts'

const signupBody = jsonBody(
  bodyObject({ email: goString(), phone: goString(), password: goString(), data: jsonObject() }),
)

export function registerSignupRoutes(app: Hono, ctx: ServiceContext) {
  const signupEnabled: MiddlewareHandler = async (_c, next) => {
    // Before the body: a disabled sign-up refuses whatever was sent.
    if (!ctx.options.enableSignup) {
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
    }
    await next()
  }

  app.post('/signup', signupEnabled, signupBody, async (c) => {
    const { email: rawEmail, phone, password, data = {} } = c.req.valid('json')

    if (rawEmail === '' && phone === '' && password === '') {
      // auth-js signInAnonymously() posts here with only `data`.
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    }
    if (password === '')
      throw unprocessable('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(password)
    if (rawEmail !== '' && phone !== '') {
      throw unprocessable(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      )
    }
    if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone signups are disabled')
    if (rawEmail === '')
      throw unprocessable('validation_failed', 'To signup, please provide your email')
    const email = validateEmail(rawEmail)

    const passwordHash = await hashPassword(password)
    const session = await asSystem(ctx.pool, async (db) => {
      if (await emailTaken(db, email))
        throw unprocessable('user_already_exists', 'User already registered')
      const user = await insertUser(db, {
        email,
        phone: null,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        emailConfirmed: true,
        phoneConfirmed: false,
      })
      return issueSession(ctx, db, user, { ip: clientInet(c), userAgent: userAgent(c) })
    })
    return c.json(session, 200)
  })
}
