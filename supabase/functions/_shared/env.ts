/** Environment variables on Deno (hosted Supabase) and on Node (the local stack). */
declare const Deno: { env: { get(name: string): string | undefined } } | undefined

/** The variable's value, or undefined when it is unset or empty. */
export function optionalEnv(name: string): string | undefined {
  const value = typeof Deno !== 'undefined' ? Deno.env.get(name) : process.env[name]
  return value ? value : undefined
}

export function requireEnv(name: string): string {
  const value = optionalEnv(name)
  if (!value) throw new Error(`Missing environment variable ${name}`)
  return value
}
