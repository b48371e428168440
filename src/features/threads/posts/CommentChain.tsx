import { type Comment } from '../../../contract/schemas/comment'
import { type SecretIdentity } from '../../../contract/schemas/secret-identity'
import { type Posted } from '../../../lib/composer-target'
import { OwnWordsActions } from '../own-words/OwnWordsActions'
import { ModerationActions } from '../moderation/ModerationActions'
import { hasModerationAction, useModeration } from '../moderation/moderation-context'
import { type DeleteTarget } from '../own-words/use-delete-words'
import { useWordsInPlace } from '../own-words/use-words-in-place'
import { Button } from '../../../components/ui/Button'
import { DeletedWords } from '../../../components/forum/DeletedWords'
import { RemovalNote, RemovedWords, removedFromSight } from '../../../components/forum/RemovedWords'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { EditedMark } from './EditedMark'
import { SecretIdentityBadge } from '../../../components/forum/SecretIdentityBadge'
import { RelativeTime } from '../../../lib/time/RelativeTime'
import { relativeTime } from '../../../lib/time/relative-time'
import { PostBadges, sameIdentity } from './PostBadges'
import { TOUCH_TARGET } from './touch-target'
import { type CommentUnit } from '../thread-tree'
import { useNow } from '../../../lib/time/use-now'

/** Answers nest this far at most; deeper ones line up with the last level. */
const MAX_COMMENT_INDENT = 3

/**
 * A comment: one author's chain of parts, read as one, in a lighter box under the
 * contribution it is on. Answers to it are indented beneath it.
 */
export function CommentChain({
  unit,
  level,
  place,
  opIdentity,
  current,
  onReply,
  own,
}: {
  unit: CommentUnit
  level: number
  /** Where it sits, for screen readers: "on Hojicha Hare's post, level 3" (thread-place.ts). */
  place?: string
  opIdentity: SecretIdentity
  current?: boolean
  /** Opens a composer answering this comment; absent where nobody can write. */
  onReply?: () => void
  /** Edit and Delete on one's own parts; absent where nobody can write. */
  own?: OwnPartActions
}) {
  const [first] = unit.parts
  const now = useNow()
  if (!first) return null
  const identity = first.secret_identity
  const op = sameIdentity(identity, opIdentity)
  const many = unit.parts.length > 1
  const when = relativeTime(new Date(first.created_at), now)
  return (
    <article
      aria-label={[`Comment by ${identity.name}`, place, when].filter(Boolean).join(', ')}
      tabIndex={-1}
      data-current={current || undefined}
      style={{ marginLeft: `${Math.min(level, MAX_COMMENT_INDENT) * 1.25}rem` }}
      className={`rounded-md bg-stone-100 p-3 wrap-anywhere data-current:ring-2 data-current:ring-amber-500 dark:bg-stone-800/70 dark:data-current:ring-amber-400 ${level > 0 ? 'border-l-2 border-stone-300 dark:border-stone-600' : ''}`}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <SecretIdentityBadge identity={identity} small />
        {place && <span className="sr-only">, {place}</span>}
        <PostBadges op={op} own={first.own} friend={first.friend} fresh={unit.isNew} />
        <span className="ml-auto text-stone-700 dark:text-stone-300">
          <RelativeTime dateTime={first.created_at} />
        </span>
      </header>
      {unit.orphan && <p className="mt-1 text-sm text-stone-700 italic dark:text-stone-300">Answering a comment that is no longer here.</p>}
      <div className="mt-2 space-y-2">
        {unit.parts.map((part, index) => (
          <CommentPart
            key={part.id}
            part={part}
            who={identity.name}
            index={index}
            count={unit.parts.length}
            named={`your comment${many ? `, part ${index + 1}` : ''}, ${when}`}
            when={`${many ? `part ${index + 1}, ` : ''}${when}`}
            own={own}
          />
        ))}
      </div>
      {onReply && (
        <div className="mt-1 text-sm">
          <Button variant="quiet" aria-label={`Reply to ${identity.name}'s comment, ${when}`} className={TOUCH_TARGET} onClick={onReply}>
            Reply
          </Button>
        </div>
      )}
    </article>
  )
}

/** What a comment's own parts can do: open the editor on one, delete one, and come back once edited. */
export interface OwnPartActions {
  edit: (comment: Comment) => void
  delete: (target: DeleteTarget) => void
  onEdited: (posted: Posted) => void
}

/** One part of a chain: its words (or the editor, or the Undo, in their place), "edited", and Edit and Delete on one's own. */
function CommentPart({
  part,
  who,
  index,
  count,
  named,
  when,
  own,
}: {
  part: Comment
  who: string
  index: number
  count: number
  named: string
  /** When it was written (and which part), to tell one writer's comments apart in the buttons' names. */
  when: string
  own?: OwnPartActions
}) {
  const inPlace = useWordsInPlace('comment', part.id, own?.onEdited ?? noop)
  const actions = own && part.own && !part.deleted && inPlace === undefined
  const moderated = hasModerationAction(useModeration(), part)
  return (
    <div className={index > 0 ? 'border-t border-dashed border-stone-300 pt-2 dark:border-stone-600' : undefined}>
      {count > 1 && (
        <span className="sr-only">
          Part {index + 1} of {count}.{' '}
        </span>
      )}
      {part.removed && part.removal_reason !== null && <RemovalNote reason={part.removal_reason} />}
      {inPlace !== undefined ? (
        inPlace
      ) : part.deleted ? (
        <DeletedWords />
      ) : removedFromSight(part) ? (
        <RemovedWords />
      ) : (
        <DeltaContent content={part.content} revealScope={part.id} />
      )}
      {((part.edited_at && !part.deleted) || actions || moderated) && (
        <p className="flex flex-wrap items-center justify-end gap-x-4 text-sm text-stone-700 dark:text-stone-300">
          {part.edited_at && !part.deleted && <EditedMark kind="comment" id={part.id} editedAt={part.edited_at} who={who} />}
          {actions && (
            <OwnWordsActions
              named={named}
              onEdit={() => own.edit(part)}
              onDelete={() => own.delete({ words: 'comment', id: part.id, postId: part.parent_post_id, revision: part.revision })}
            />
          )}
          <ModerationActions
            target={{ words: 'comment', id: part.id, postId: part.parent_post_id, who }}
            own={part.own}
            removed={part.removed}
            deleted={part.deleted}
            when={when}
          />
        </p>
      )}
    </div>
  )
}

const noop = () => undefined
