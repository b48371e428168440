/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800 ${className}`} />
  )
}
