import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A centred spinner with a status text ('Verifying admin access...'). */
export function StatusScreen({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-3 text-sm text-muted-foreground',
        className,
      )}
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
