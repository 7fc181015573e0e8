/**
 * The environment the app needs, parsed once with zod. A missing or malformed variable
 * stops the app at boot with a message that names it (main.tsx shows it on screen)
 * instead of failing later with a blank page or a request to "undefined/rest/v1".
 *
 * zod/mini keeps this out of the public bundle budget (about 5 KB gzip instead of 25 KB).
 */
import * as z from 'zod/mini'

const HELP = 'copy .env.example to .env.local or run npm run dev'

const httpUrl = z.url({ protocol: /^https?$/ })

export const envSchema = z.object({
  /** Base URL of the Supabase project (the local stack: http://127.0.0.1:54321). */
  VITE_SUPABASE_URL: httpUrl,
  /** The project's anon (publishable) key. */
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(1)),
  /** Public origin of the site, for canonical links and Open Graph URLs. */
  VITE_SITE_URL: z._default(httpUrl, 'http://localhost:5173'),
  /** IP geolocation service (JSON with country_name, city, ip). */
  VITE_IP_LOOKUP_URL: z._default(httpUrl, 'https://ipapi.co/json/'),
  /** Reverse geocoding by latitude and longitude (JSON with countryCode). */
  VITE_REVERSE_GEOCODE_URL: z._default(
    httpUrl,
    'https://api.bigdatacloud.net/data/reverse-geocode-client',
  ),
})

export type Env = z.output<typeof envSchema>
type EnvKey = keyof Env

const ENV_KEYS = Object.keys(envSchema.shape) as EnvKey[]

export class EnvError extends Error {
  /** The variables that are missing or invalid, in schema order. */
  readonly variables: EnvKey[]

  constructor(message: string, variables: EnvKey[]) {
    super(message)
    this.name = 'EnvError'
    this.variables = variables
  }
}

/** Reads the known keys, treating blank values as unset (an empty line in .env.local). */
function pickDefined(raw: Record<string, unknown>): Partial<Record<EnvKey, string>> {
  const picked: Partial<Record<EnvKey, string>> = {}
  for (const key of ENV_KEYS) {
    const value = raw[key]
    if (typeof value === 'string' && value.trim() !== '') picked[key] = value.trim()
  }
  return picked
}

function describeProblem(key: EnvKey, value: string | undefined): string {
  if (value === undefined) return `Missing environment variable ${key}: ${HELP}`
  return `Invalid environment variable ${key}: expected an http(s) URL, got "${value}"`
}

/**
 * Parses an env object (normally `import.meta.env`).
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
  const env = result.data
  // Clients append paths such as /rest/v1: a trailing slash would double it.
  return {
    ...env,
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    VITE_SITE_URL: env.VITE_SITE_URL.replace(/\/+$/, ''),
  }
}

let cached: Env | undefined

/** The parsed `import.meta.env`, parsed on first use. Throws EnvError when invalid. */
export function getEnv(): Env {
  cached ??= parseEnv(import.meta.env)
  return cached
}
