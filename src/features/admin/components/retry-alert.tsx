import { RotateCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** A failed read inside a page (a dashboard card, a list of builds): what could not be loaded, and Retry. */
export function RetryAlert({
  what,
  onRetry,
  className,
}: {
  what: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="text-destructive">Could not load {what}.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  )
}
