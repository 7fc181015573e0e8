/**
 * Runs `run` with process.env changed as `env` says (undefined unsets a variable) and puts
 * the previous values back afterwards: for calling an edge function's handler in this
 * process with the environment hosted Supabase gives it.
 */
export async function withEnv<T>(
  env: Record<string, string | undefined>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(env)
  try {
    return await run()
  } finally {
    apply(saved)
  }
}
