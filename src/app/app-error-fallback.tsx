import { TriangleExclamationPoint } from 'lucide-react'
import { getErrorMessage, type FallbackProps } from 'react-error-boundary'
import { Button, buttonVariants } from '@/components/ui/button'

/** Shown when rendering fails below the app's error boundary: readable, with a way out. */
export function AppErrorFallback({ error }: FallbackProps) {
  return (
    <div
      role="alert"
      className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <TriangleExclamationPoint className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-lg whitespace-pre-line text-muted-foreground">
        {getErrorMessage(error) ?? String(error)}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go to the homepage
        </a>
      </div>
    </div>
  )
}
