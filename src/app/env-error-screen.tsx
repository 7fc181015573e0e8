import type { EnvError } from '@/config/env'

/**
 * Rendered by main.tsx instead of the app when the environment is incomplete: it names
 * the variables and how to provide them. Plain markup, so it works even if the styles
 * fail to load.
 */
export function EnvErrorScreen({ error }: { error: EnvError }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl p-8 font-sans">
      <title>Configuration error</title>
      <h1 className="text-2xl font-bold text-destructive">The app is not configured</h1>
      <p className="mt-3">
        Some environment variables are missing or invalid, so the site cannot reach its database.
      </p>
      <pre className="mt-4 whitespace-pre-wrap rounded-md border bg-muted p-4 text-sm">
        {error.message}
      </pre>
      <p className="mt-4 text-sm text-muted-foreground">
        Vite reads variables when it starts: restart the dev server (or rebuild) after changing
        them.
      </p>
    </div>
  )
}
