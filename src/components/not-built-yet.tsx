import { Construction } from 'lucide-react'
import { cn } from '@/lib/utils'

/** The honest state of a page whose content a later release builds. */
export function NotBuiltYet({ className }: { className?: string }) {
  return (
    <p
      data-slot="not-built-yet"
      className={cn(
        'flex items-center gap-2 rounded-md border border-dashed bg-muted/50 px-4 py-3 text-sm text-muted-foreground',
        className,
      )}
    >
      <Construction className="size-4 shrink-0" aria-hidden="true" />
      This page is not built yet.
    </p>
  )
}
