import { LoaderCircle } from 'lucide-react'
import { clsx } from 'clsx'

/** 'Loading...' placeholder shown while a lazily loaded page arrives (admin area). */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={clsx(
        'flex items-center justify-center gap-2 text-muted-foreground',
        fullScreen ? 'min-h-screen' : 'min-h-[40vh]',
      )}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  )
}
