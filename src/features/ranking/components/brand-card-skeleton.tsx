import { Skeleton } from '@/components/ui/skeleton'

/** Placeholder with the card's size while the brands load. */
export function BrandCardSkeleton() {
  return (
    <div
      data-testid="brand-card-skeleton"
      className="grid grid-cols-[auto_1fr_auto] items-center gap-3 rounded-xl border bg-card p-4 md:grid-cols-[168px_1fr_auto] md:gap-5 lg:grid-cols-[176px_1fr_1.15fr_auto_190px] lg:p-5"
    >
      <Skeleton className="h-12 w-24 md:h-[84px] md:w-[168px] lg:w-[176px]" />
      <div className="space-y-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton circle className="size-14 md:size-16 lg:order-last" />
      <Skeleton className="col-span-3 h-16 md:col-span-2 lg:col-span-1 lg:col-start-3 lg:row-start-1" />
      <Skeleton className="col-span-3 h-11 md:col-span-1 lg:col-start-5 lg:row-start-1" />
    </div>
  )
}
