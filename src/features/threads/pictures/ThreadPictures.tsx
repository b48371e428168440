import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { type Thread } from '../../../contract/schemas/thread'
import { Lightbox } from '../../../components/ui/Lightbox'
import { PictureViewer, type ViewedPicture } from '../../../lib/delta/picture-viewer'
import { pictureOf, type ThreadPicture, threadPictures } from './thread-pictures'

/**
 * A thread's pictures open larger, one at a time, with Previous and Next through the whole
 * thread (both layouts). A picture not among them (one in a comment, or revealed from behind
 * a spoiler) opens by itself.
 */
export function ThreadPictures({ thread, children }: { thread: Pick<Thread, 'starter' | 'posts'>; children: ReactNode }) {
  const [shown, setShown] = useState<{ pictures: ThreadPicture[]; index: number } | null>(null)
  // The thread's pictures are gathered when one is opened, not on each drawing of the thread:
  // the big thread's thousand deltas would otherwise be read twice at first paint and on every
  // live change. The opener stays the same function, so no picture is drawn again for a change.
  const latest = useRef(thread)
  useEffect(() => {
    latest.current = thread
  }, [thread])
  const view = useCallback((viewed: ViewedPicture) => {
    const pictures = threadPictures(latest.current)
    const index = pictures.findIndex((picture) => picture.raw === viewed.src)
    if (index >= 0) setShown({ pictures, index })
    else {
      const alone = pictureOf(viewed)
      if (alone) setShown({ pictures: [alone], index: 0 })
    }
  }, [])
  return (
    <PictureViewer value={view}>
      {children}
      <Lightbox
        pictures={shown?.pictures ?? []}
        index={shown?.index ?? null}
        onIndexChange={(index) => setShown((before) => before && { ...before, index })}
        onClose={() => setShown(null)}
      />
    </PictureViewer>
  )
}
