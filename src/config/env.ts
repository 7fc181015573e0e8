/**
 * The environment in the browser (and the server render). The zod schema (env-schema.ts)
 * checks it when the dev server or a build starts (vite.config.ts), which keeps zod out
 * of the public bundle; here the values are only read, with the same defaults, and a
 * missing required one still throws an EnvError that main.tsx shows on screen.
 */
import {
  describeProblem,
  ENV_DEFAULTS,
  EnvError,
  normalizeEnv,
  pickDefined,
  type Env,
  type EnvKey,
} from './env-core'

export { EnvError, type Env }

const REQUIRED: EnvKey[] = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']

/** Reads an env object: defaults for the optional values, EnvError for missing ones. */
export function readEnv(raw: Record<string, unknown>): Env {
  const input = { ...ENV_DEFAULTS, ...pickDefined(raw) }
  const missing = REQUIRED.filter((key) => input[key] === undefined)
  if (missing.length > 0) {
    throw new EnvError(missing.map((key) => describeProblem(key, undefined)).join('\n'), missing)
  }
  return normalizeEnv(input as Env)
}

let cached: Env | undefined

/** The checked `import.meta.env`, read on first use. Throws EnvError when incomplete. */
export function getEnv(): Env {
  cached ??= readEnv(import.meta.env)
  return cached
}
