import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

/** 'Loading...' placeholder shown while a lazily loaded page arrives (admin area). */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground',
        className,
      )}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  )
}
