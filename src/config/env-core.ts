/**
 * What the browser and the build-time check share about the environment: the variable
 * names, their defaults and the error that names a missing or invalid one. No zod here:
 * this module is part of the public bundle (see env.ts and env-schema.ts).
 */

export const ENV_KEYS = [
  /** Base URL of the Supabase project (the local stack: http://127.0.0.1:54321). */
  'VITE_SUPABASE_URL',
  /** The project's anon (publishable) key. */
  'VITE_SUPABASE_ANON_KEY',
  /** Public origin of the site, for canonical links and Open Graph URLs. */
  'VITE_SITE_URL',
  /**
   * Origin of the admin area, a site of its own in a build (config/origins.ts): no code
   * snippet of the public pages runs where the staff session is kept.
   */
  'VITE_ADMIN_URL',
  /** IP geolocation service (JSON with country_name, city, ip). */
  'VITE_IP_LOOKUP_URL',
  /** Reverse geocoding by latitude and longitude (JSON with countryCode). */
  'VITE_REVERSE_GEOCODE_URL',
] as const

export type EnvKey = (typeof ENV_KEYS)[number]
export type Env = Record<EnvKey, string>

/** Values of the optional variables when unset. */
export const ENV_DEFAULTS = {
  VITE_SITE_URL: 'http://localhost:5173',
  // The dev server serves both areas on VITE_SITE_URL's port; `npm run preview` the admin here.
  VITE_ADMIN_URL: 'http://localhost:5174',
  VITE_IP_LOOKUP_URL: 'https://ipapi.co/json/',
  VITE_REVERSE_GEOCODE_URL: 'https://api.bigdatacloud.net/data/reverse-geocode-client',
} as const satisfies Partial<Env>

const HELP = 'copy .env.example to .env.local or run npm run dev'

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
export function pickDefined(raw: Record<string, unknown>): Partial<Env> {
  const picked: Partial<Env> = {}
  for (const key of ENV_KEYS) {
    const value = raw[key]
    if (typeof value === 'string' && value.trim() !== '') picked[key] = value.trim()
  }
  return picked
}

export function describeProblem(key: EnvKey, value: string | undefined): string {
  if (value === undefined) return `Missing environment variable ${key}: ${HELP}`
  return `Invalid environment variable ${key}: expected an http(s) URL, got "${value}"`
}

/** Clients append paths such as /rest/v1: a trailing slash would double it. */
export function normalizeEnv(env: Env): Env {
  return {
    ...env,
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    VITE_SITE_URL: env.VITE_SITE_URL.replace(/\/+$/, ''),
    VITE_ADMIN_URL: env.VITE_ADMIN_URL.replace(/\/+$/, ''),
  }
}
