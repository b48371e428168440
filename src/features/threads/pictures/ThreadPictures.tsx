import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { type Thread } from '../../../api/schemas/thread'
import { Lightbox } from '../../../components/ui/Lightbox'
import { PictureViewer, type ViewedPicture } from '../../../lib/delta/picture-viewer'
import { pictureOf, type ThreadPicture, threadPictures } from './thread-pictures'

/**
 * A thread's pictures open larger, one at a time, with Previous and Next through the whole
 * thread (both layouts). A picture not among them (one in a comment, or revealed from behind
 * a spoiler) opens by itself.
 */
export function ThreadPictures({ thread, children }: { thread: Pick<Thread, 'starter' | 'posts'>; children: ReactNode }) {
  const pictures = useMemo(() => threadPictures(thread), [thread])
  const [shown, setShown] = useState<{ pictures: ThreadPicture[]; index: number } | null>(null)
  const view = useCallback(
    (viewed: ViewedPicture) => {
      const index = pictures.findIndex((picture) => picture.raw === viewed.src)
      if (index >= 0) setShown({ pictures, index })
      else {
        const alone = pictureOf(viewed)
        if (alone) setShown({ pictures: [alone], index: 0 })
      }
    },
    [pictures],
  )
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
