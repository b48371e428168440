import { useId } from 'react'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { type EditorValue, hasContent, postContent } from './post-content'

/**
 * What the composer's parts will look like once posted: each drawn by the same renderer as
 * the thread, from the very content Post would send.
 */
export function ComposerPreview({ title, parts }: { title: string; parts: readonly EditorValue[] }) {
  // A spoiler opened in the preview is the preview's own: the posted reply starts closed.
  const revealScope = useId()
  return (
    <section aria-label={`Preview of ${title}`} className="space-y-3">
      {parts.map((part, index) => (
        <div key={index} className="space-y-1">
          {parts.length > 1 && <h3 className="text-sm font-medium">Part {index + 1}</h3>}
          <div className="min-h-36 rounded-md border border-dashed border-stone-400 p-3 dark:border-stone-600">
            {hasContent(part) ? (
              <DeltaContent content={postContent(part)} revealScope={`${revealScope}-${index}`} />
            ) : (
              <p className="text-stone-700 dark:text-stone-300">Nothing to preview yet.</p>
            )}
          </div>
        </div>
      ))}
    </section>
  )
}
