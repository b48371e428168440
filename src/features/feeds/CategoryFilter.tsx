import { Button } from '../../components/ui/Button'

/** Says which category the feed is filtered by, with the way back to the whole board. */
export function CategoryFilter({ category, onClear }: { category: string; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-teal-300 bg-teal-50 px-4 py-2 dark:border-teal-800 dark:bg-teal-950">
      <p className="min-w-0 wrap-anywhere">
        Showing threads in category <strong className="font-semibold">{category}</strong>
      </p>
      <Button onClick={onClear}>Clear filter</Button>
    </div>
  )
}
