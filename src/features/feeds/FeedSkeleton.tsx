import { Skeleton } from '../../components/ui/Skeleton'

/** Card-shaped placeholders while the first page loads. */
export function FeedSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        Loading threads…
      </p>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="space-y-3 rounded-lg border border-stone-300 p-4 dark:border-stone-700">
          <div className="flex items-center gap-2">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  )
}
