import { Skeleton } from '@/components/ui/skeleton'

export function ReviewSkeleton() {
  return (
    <div role="status" aria-label="Loading review" className="space-y-6">
      <div className="flex flex-col gap-5 rounded-2xl border bg-card p-6 md:flex-row">
        <Skeleton className="h-24 w-48" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <div className="grid grid-cols-3 gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-48" />
    </div>
  )
}
