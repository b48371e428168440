/** Guides drawn in full up to this depth; deeper rows stay at this indent and name whom they answer. */
export const MAX_GUIDES = 6
/** Below 640 px, fewer: a 360 px screen has no room for six. */
export const MAX_GUIDES_NARROW = 3

/**
 * The vertical lines to the left of a nested row, one per ancestor it sits under. Clicking
 * one folds that ancestor's replies away. They are for pointers only: each post with
 * replies has a "Hide replies" button that does the same from the keyboard.
 */
export function IndentGuides({ guides, onCollapse }: { guides: readonly string[]; onCollapse: (postId: string) => void }) {
  return guides.slice(0, MAX_GUIDES).map((postId, index) => (
    <div
      key={postId}
      aria-hidden="true"
      title="Hide these replies"
      onClick={() => onCollapse(postId)}
      className={`group flex w-3 shrink-0 cursor-pointer justify-center sm:w-5 ${index >= MAX_GUIDES_NARROW ? 'max-sm:hidden' : ''}`}
    >
      <span className="w-px bg-stone-300 group-hover:w-0.5 group-hover:bg-teal-600 dark:bg-stone-700 dark:group-hover:bg-teal-400" />
    </div>
  ))
}
