import { useId } from 'react'
import { Button } from '../../../components/ui/Button'
import { assetUrl } from '../../../lib/asset-url'
import { ALT_MAX_CHARS } from '../composer/post-content'
import { type DocumentPicture } from './editor-pictures'
import { type PendingPicture } from './picture-uploads'

const THUMB_CLASS = 'size-14 shrink-0 rounded border border-stone-300 bg-stone-100 object-cover dark:border-stone-600 dark:bg-stone-800'

interface PictureTrayProps {
  pending: PendingPicture[]
  pictures: DocumentPicture[]
  onCancel: (id: string) => void
  onRetry: (id: string) => void
  onDescribe: (picture: DocumentPicture, alt: string) => void
  onRemove: (picture: DocumentPicture) => void
}

/**
 * Under the writing area: each picture on its way (its progress, Cancel; or why it failed,
 * Try again), then each picture in the document with a field for its description, which the
 * writer is asked for (a screen reader reads it in place of the picture) but may leave empty.
 */
export function PictureTray({ pending, pictures, onCancel, onRetry, onDescribe, onRemove }: PictureTrayProps) {
  if (pending.length === 0 && pictures.length === 0) return null
  return (
    <ul aria-label="Pictures in this post" className="space-y-2 border-t border-stone-300 p-2 dark:border-stone-600">
      {pending.map((picture) => (
        <PendingRow key={picture.id} picture={picture} onCancel={onCancel} onRetry={onRetry} />
      ))}
      {pictures.map((picture, number) => (
        <PictureRow
          // By the picture and which time it comes, not its place in the text: a field being
          // typed in stays put when words or pictures before it come or go.
          key={occurrenceKey(pictures, number)}
          picture={picture}
          number={number + 1}
          onDescribe={onDescribe}
          onRemove={onRemove}
        />
      ))}
    </ul>
  )
}

/** `src#n`: the n-th time this picture is in the document. */
function occurrenceKey(pictures: DocumentPicture[], number: number): string {
  const src = pictures[number]?.src ?? ''
  return `${src}#${pictures.slice(0, number).filter((picture) => picture.src === src).length}`
}

function PendingRow({
  picture,
  onCancel,
  onRetry,
}: {
  picture: PendingPicture
  onCancel: (id: string) => void
  onRetry: (id: string) => void
}) {
  const percent = Math.round(picture.progress * 100)
  return (
    <li className="flex flex-wrap items-center gap-3">
      <img src={picture.preview} alt="" className={THUMB_CLASS} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-sm font-medium">{picture.name}</p>
        {picture.failure === null ? (
          <div className="flex items-center gap-2">
            <progress
              value={picture.progress}
              max={1}
              aria-label={`Uploading ${picture.name}`}
              className="h-2 flex-1 overflow-hidden rounded [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-teal-700 dark:[&::-webkit-progress-bar]:bg-stone-700 dark:[&::-webkit-progress-value]:bg-teal-300"
            />
            <span className="w-10 text-right text-xs text-stone-700 tabular-nums dark:text-stone-300">{percent}%</span>
          </div>
        ) : (
          <p role="alert" className="text-sm text-red-800 dark:text-red-200">
            Not uploaded: {picture.failure}
          </p>
        )}
      </div>
      {picture.failure !== null && (
        <Button onClick={() => onRetry(picture.id)} aria-label={`Try ${picture.name} again`}>
          Try again
        </Button>
      )}
      <Button onClick={() => onCancel(picture.id)} aria-label={`${picture.failure === null ? 'Cancel' : 'Dismiss'} ${picture.name}`}>
        {picture.failure === null ? 'Cancel' : 'Dismiss'}
      </Button>
    </li>
  )
}

function PictureRow({
  picture,
  number,
  onDescribe,
  onRemove,
}: {
  picture: DocumentPicture
  number: number
  onDescribe: (picture: DocumentPicture, alt: string) => void
  onRemove: (picture: DocumentPicture) => void
}) {
  const id = useId()
  const src = assetUrl(picture.src)
  const missing = picture.alt.trim() === ''
  return (
    <li className="flex flex-wrap items-start gap-3">
      {src ? <img src={src} alt="" className={THUMB_CLASS} /> : <span className={THUMB_CLASS} />}
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          Description of picture {number}
        </label>
        <input
          id={id}
          type="text"
          value={picture.alt}
          maxLength={ALT_MAX_CHARS}
          onChange={(event) => onDescribe(picture, event.target.value)}
          placeholder="What does the picture show?"
          aria-describedby={missing ? `${id}-hint` : undefined}
          className="w-full rounded-md border border-stone-500 bg-white px-2 py-1.5 text-sm dark:border-stone-500 dark:bg-stone-900"
        />
        {missing && (
          <p id={`${id}-hint`} className="text-xs text-amber-900 dark:text-amber-200">
            Add a few words for people who cannot see it: a screen reader reads them in its place.
          </p>
        )}
      </div>
      <Button variant="quiet" className="mt-6" onClick={() => onRemove(picture)}>
        Remove picture {number}
      </Button>
    </li>
  )
}
