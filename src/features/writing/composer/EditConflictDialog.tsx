import { useId } from 'react'
import { type Comment } from '../../../contract/schemas/comment'
import { type Contribution } from '../../../contract/schemas/contribution'
import { type Tags } from '../../../contract/schemas/tags'
import { Button } from '../../../components/ui/Button'
import { Dialog } from '../../../components/ui/Dialog'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { RelativeTime } from '../../../lib/time/RelativeTime'
import { type Written } from './Composer'

/** A version's tags in a line of text ("#late, cw: spiders"), or nothing when it has none. */
function tagLine(tags: Tags | undefined): string {
  if (!tags) return ''
  return [
    ...tags.category_tags.map((tag) => `category: ${tag}`),
    ...tags.index_tags,
    ...tags.whisper_tags.map((tag) => `#${tag}`),
    ...tags.content_warnings.map((tag) => `cw: ${tag}`),
  ].join(', ')
}

/**
 * An edit refused because its words changed since the editor opened (elsewhere, by their
 * writer in another tab): both versions side by side, drawn as the thread draws them, and the
 * writer chooses. Nothing is overwritten without their say; closing it keeps the editor open.
 */
export function EditConflictDialog({
  theirs,
  mine,
  onKeepMine,
  onTakeTheirs,
  onDismiss,
}: {
  theirs: Contribution | Comment
  mine: Written
  onKeepMine: () => void
  onTakeTheirs: () => void
  onDismiss: () => void
}) {
  const scope = useId()
  const theirTags = tagLine('tags' in theirs ? theirs.tags : undefined)
  const myTags = tagLine(mine.tags)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDismiss()}
      title="This changed since you opened it"
      description="It was edited somewhere else after you began. Choose which version stays."
    >
      <div className="grid max-h-[60vh] gap-3 overflow-y-auto sm:grid-cols-2">
        <section
          aria-labelledby={`${scope}-mine`}
          className="space-y-2 rounded-md border border-teal-700 p-3 wrap-anywhere dark:border-teal-300"
        >
          <h3 id={`${scope}-mine`} className="text-sm font-semibold">
            Yours
          </h3>
          <DeltaContent content={mine.contents[0] ?? ''} revealScope={`${scope}-mine`} />
          {myTags && <p className="text-sm text-stone-700 dark:text-stone-300">Tags: {myTags}</p>}
        </section>
        <section
          aria-labelledby={`${scope}-theirs`}
          className="space-y-2 rounded-md border border-stone-300 p-3 wrap-anywhere dark:border-stone-700"
        >
          <h3 id={`${scope}-theirs`} className="text-sm font-semibold">
            There now, saved <RelativeTime dateTime={theirs.edited_at ?? theirs.created_at} />
          </h3>
          <DeltaContent content={theirs.content} revealScope={`${scope}-theirs`} />
          {theirTags && <p className="text-sm text-stone-700 dark:text-stone-300">Tags: {theirTags}</p>}
        </section>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="primary" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button onClick={onTakeTheirs}>Take the one there</Button>
      </div>
    </Dialog>
  )
}
