import { Skeleton } from '../../components/ui/Skeleton'

/** The shape of a thread page while a thread opened by its address loads. */
export function ThreadSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="sr-only">
        Loading the thread…
      </p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-4/5" />
      <div className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="space-y-3 rounded-lg border border-stone-300 p-4 dark:border-stone-700"
          style={{ marginLeft: `${index * 1.25}rem` }}
        >
          <div className="flex items-center gap-2">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  )
}
