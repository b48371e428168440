/** Where a post's or comment's words were before its author deleted them: its place and its replies stay. */
export function DeletedWords() {
  return <p className="text-stone-600 italic dark:text-stone-400">[deleted]</p>
}

/** A thread's title when its starter's author deleted it. */
export const DELETED_TITLE = '[deleted]'
