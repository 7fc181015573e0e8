/**
 * The environment's zod schema. It runs where zod costs the visitor nothing: when the dev
 * server or a build starts (the env check plugin in vite.config.ts), so a missing or
 * malformed variable stops it with a message that names the variable instead of a blank
 * page or a request to "undefined/rest/v1". The browser then reads the checked values
 * through env.ts without zod.
 */
import * as z from 'zod/mini'
import {
  describeProblem,
  ENV_DEFAULTS,
  ENV_KEYS,
  EnvError,
  normalizeEnv,
  pickDefined,
  type Env,
} from './env-core'

const httpUrl = z.url({ protocol: /^https?$/ })

export const envSchema = z.object({
  VITE_SUPABASE_URL: httpUrl,
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(1)),
  VITE_SITE_URL: z._default(httpUrl, ENV_DEFAULTS.VITE_SITE_URL),
  VITE_ADMIN_URL: z._default(httpUrl, ENV_DEFAULTS.VITE_ADMIN_URL),
  VITE_IP_LOOKUP_URL: z._default(httpUrl, ENV_DEFAULTS.VITE_IP_LOOKUP_URL),
  VITE_REVERSE_GEOCODE_URL: z._default(httpUrl, ENV_DEFAULTS.VITE_REVERSE_GEOCODE_URL),
}) satisfies z.ZodMiniType<Env>

/**
 * Parses an env object (`loadEnv(...)` at build time, `import.meta.env` in tests).
 *
 * @throws {EnvError} naming every missing or invalid variable, one per line.
 * @example parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'ey...' })
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const input = pickDefined(raw)
  const result = envSchema.safeParse(input)
  if (!result.success) {
    const keys = ENV_KEYS.filter((key) => result.error.issues.some((i) => i.path[0] === key))
    const message = keys.map((key) => describeProblem(key, input[key])).join('\n')
    throw new EnvError(message, keys)
  }
  return normalizeEnv(result.data)
}

export { EnvError, type Env }
