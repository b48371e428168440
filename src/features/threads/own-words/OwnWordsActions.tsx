import { Button } from '../../../components/ui/Button'
import { TOUCH_TARGET } from '../posts/touch-target'

/**
 * "Edit" and "Delete" on one's own post or comment. `named` says which, for screen readers and
 * voice control: a writer has many posts, so each button says whose and when ("your post, 3
 * minutes ago").
 */
export function OwnWordsActions({ named, onEdit, onDelete }: { named: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="quiet" aria-label={`Edit ${named}`} className={TOUCH_TARGET} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="quiet" aria-label={`Delete ${named}`} className={TOUCH_TARGET} onClick={onDelete}>
        Delete
      </Button>
    </>
  )
}
