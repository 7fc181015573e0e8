/** Environment variables on Deno (hosted Supabase) and on Node (the local stack). */
declare const Deno: { env: { get(name: string): string | undefined } } | undefined

export function requireEnv(name: string): string {
  const value = typeof Deno !== 'undefined' ? Deno.env.get(name) : process.env[name]
  if (!value) throw new Error(`Missing environment variable ${name}`)
  return value
}
