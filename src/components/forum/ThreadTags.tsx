import { Link } from '@tanstack/react-router'
import { type Tags } from '../../contract/schemas/tags'

const chip = 'inline-flex min-h-6 max-w-full items-center rounded-full px-2.5 py-0.5 text-sm wrap-anywhere'

/**
 * A thread's tags. Category tags are links that filter the thread's own board by that
 * category; whisper and index tags are plain labels.
 */
export function ThreadTags({ tags, boardId }: { tags: Tags; boardId: string }) {
  const { whisper_tags, index_tags, category_tags } = tags
  if (whisper_tags.length + index_tags.length + category_tags.length === 0) return null
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {category_tags.map((tag, index) => (
        <li key={`category-${index}`} className="max-w-full">
          <Link
            to="/boards/$boardId"
            params={{ boardId }}
            search={{ category: tag }}
            aria-label={`Category: ${tag}`}
            className={`${chip} bg-teal-100 text-teal-900 hover:bg-teal-200 dark:bg-teal-900 dark:text-teal-100 dark:hover:bg-teal-800`}
          >
            {tag}
          </Link>
        </li>
      ))}
      {index_tags.map((tag, index) => (
        <li key={`index-${index}`} className={`${chip} bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200`}>
          <span className="sr-only">Index tag: </span>
          {tag}
        </li>
      ))}
      {whisper_tags.map((tag, index) => (
        <li key={`whisper-${index}`} className={`${chip} text-stone-700 italic dark:text-stone-300`}>
          <span className="sr-only">Whisper: </span>#{tag}
        </li>
      ))}
    </ul>
  )
}
