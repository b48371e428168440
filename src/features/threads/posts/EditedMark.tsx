import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { revisionQueries, type WordsKind } from '../../../api/queries/own-words'
import { Button } from '../../../components/ui/Button'
import { Dialog } from '../../../components/ui/Dialog'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { RelativeTime } from '../../../lib/time/RelativeTime'
import { TOUCH_TARGET } from './touch-target'

/**
 * "edited", beside the time of a post or comment its author changed after the first minutes:
 * pressed, it shows every version kept, newest first, each drawn as the thread draws it.
 */
export function EditedMark({ kind, id, editedAt, who }: { kind: WordsKind; id: string; editedAt: string; who: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="quiet"
        className={`${TOUCH_TARGET} text-sm`}
        aria-label={`Edited: show the versions of ${who}'s ${kind === 'post' ? 'post' : 'comment'}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        edited <RelativeTime dateTime={editedAt} />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Versions"
        description={`What ${who} wrote here, newest first.`}
        returnFocus={() => button.current}
      >
        {open && <VersionList kind={kind} id={id} />}
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setOpen(false)}>Close</Button>
        </div>
      </Dialog>
    </>
  )
}

function VersionList({ kind, id }: { kind: WordsKind; id: string }) {
  const versions = useQuery(revisionQueries.of(kind, id))
  if (versions.isPending) return <p className="text-stone-700 dark:text-stone-300">Loading the versions…</p>
  if (versions.isError)
    return (
      <div role="alert" className="space-y-2">
        <p>The versions could not be loaded: {versions.error.message}</p>
        <Button onClick={() => void versions.refetch()}>Try again</Button>
      </div>
    )
  const list = versions.data.revisions
  if (list.length === 0) return <p className="text-stone-700 dark:text-stone-300">No versions are kept: its author deleted it.</p>
  return (
    <ol className="max-h-[60vh] space-y-4 overflow-y-auto">
      {list.map((version, index) => (
        <li key={version.revision} className="space-y-2 rounded-md border border-stone-300 p-3 wrap-anywhere dark:border-stone-700">
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {index === 0 ? 'Now' : 'Earlier'}, written <RelativeTime dateTime={version.created_at} />
          </p>
          <DeltaContent content={version.content} revealScope={`${id}-version-${version.revision}`} />
        </li>
      ))}
    </ol>
  )
}
