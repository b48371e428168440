import { NewsPill } from '../../../components/ui/NewsPill'
import { plural } from '../../../lib/plural'

/** "1 new thread · 2 threads with new activity", "new activity" when unknown, or nothing. */
function feedNewsText(newThreads: number, active: number, stale: boolean): string {
  const parts = [newThreads > 0 ? plural(newThreads, 'new thread') : '', active > 0 ? `${plural(active, 'thread')} with new activity` : '']
  return parts.filter(Boolean).join(' · ') || (stale ? 'new activity' : '')
}

/**
 * What happened on the feed's boards while the reader read, waiting until asked for: the
 * button reads the feed again and takes the reader to its top, where the news is. The pages
 * below stay loaded.
 */
export function NewThreadsPill({
  newThreads,
  active,
  stale,
  onRefresh,
}: {
  newThreads: number
  active: number
  stale: boolean
  onRefresh: () => Promise<void>
}) {
  return (
    <NewsPill
      news={feedNewsText(newThreads, active, stale)}
      arrow="↑"
      failedTitle="The feed could not be refreshed."
      onShow={async () => {
        await onRefresh()
        window.scrollTo({ top: 0 })
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true })
      }}
    />
  )
}
