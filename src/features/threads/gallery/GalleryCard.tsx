import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { type SecretIdentity } from '../../../contract/schemas/secret-identity'
import { Button } from '../../../components/ui/Button'
import { type Posted } from '../../../lib/composer-target'
import { plural } from '../../../lib/plural'
import { relativeTime } from '../../../lib/time/relative-time'
import { CommentChain } from '../posts/CommentChain'
import { useComposer } from '../composer-context'
import { sameIdentity } from '../posts/PostBadges'
import { PostCard } from '../posts/PostCard'
import { OwnWordsActions } from '../own-words/OwnWordsActions'
import { ModerationActions } from '../moderation/ModerationActions'
import { useDeleteWords } from '../own-words/use-delete-words'
import { useWordsInPlace } from '../own-words/use-words-in-place'
import { flattenUnits, type PostNode } from '../thread-tree'
import { useNow } from '../../../lib/time/use-now'

/**
 * A contribution as a gallery card: its pictures whole, its words, and its comments folded
 * behind their count, opened in place. Deeper replies are a link into the thread layout.
 */
export function GalleryCard({
  node,
  threadId,
  boardId,
  starterIdentity,
  skipBlock = null,
  commentsOpen,
  onToggleComments,
  current,
  onPosted,
}: {
  node: PostNode
  threadId: string
  boardId: string
  starterIdentity: SecretIdentity
  skipBlock?: number | null
  commentsOpen: boolean
  onToggleComments: () => void
  current: boolean
  /** Brings what was written on this card into view. */
  onPosted: (posted: Posted) => void
}) {
  const composer = useComposer()
  const { post } = node
  const comments = flattenUnits(node.comments)
  const freshComments = comments.filter(({ unit }) => unit.isNew).length
  const commentsId = useId()
  const op = sameIdentity(post.secret_identity, starterIdentity)
  const to = post.secret_identity.name
  // Said in each button's name: every card has a Reply and a Comment, and one identity may have several cards.
  const when = relativeTime(new Date(post.created_at), useNow())
  const writingHere = composer?.target && composer.target.kind !== 'edit' && composer.target.postId === post.id
  const inPlace = useWordsInPlace('post', post.id, onPosted)
  const deleteWords = useDeleteWords(threadId)
  const ownActions = composer && post.own && !post.deleted && inPlace === undefined
  return (
    <PostCard post={post} boardId={boardId} op={op} skipBlock={skipBlock} orphan={node.orphan} current={current} inPlace={inPlace}>
      {(comments.length > 0 || node.descendants > 0 || composer) && (
        <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 px-4 py-2 text-sm dark:border-stone-800">
          {comments.length > 0 && (
            <Button variant="quiet" aria-expanded={commentsOpen} aria-controls={commentsId} onClick={onToggleComments}>
              {commentsOpen ? 'Hide comments' : plural(comments.length, 'comment')}
              {!commentsOpen && freshComments > 0 && <span className="font-semibold"> · {freshComments} new</span>}
            </Button>
          )}
          {node.descendants > 0 && (
            <Link
              to="/threads/$threadId"
              params={{ threadId }}
              search={{ view: 'thread', post: post.id }}
              className="text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
            >
              {plural(node.descendants, 'reply', 'replies')} in the thread view
            </Link>
          )}
          {composer && (
            <span className="ml-auto flex gap-4">
              <Button
                variant="quiet"
                aria-label={`Reply to ${to}'s post, ${when}`}
                onClick={() => composer.open({ kind: 'reply', postId: post.id, to })}
              >
                Reply
              </Button>
              <Button
                variant="quiet"
                aria-label={`Comment on ${to}'s post, ${when}`}
                onClick={() => {
                  if (!commentsOpen && comments.length > 0) onToggleComments()
                  composer.open({ kind: 'comment', postId: post.id, to })
                }}
              >
                Comment
              </Button>
              {ownActions && (
                <OwnWordsActions
                  named={`your post, ${when}`}
                  onEdit={() => composer.open({ kind: 'edit', words: 'post', id: post.id, postId: post.id, to })}
                  onDelete={() => deleteWords({ words: 'post', id: post.id, postId: post.id, revision: post.revision })}
                />
              )}
              <ModerationActions
                target={{ words: 'post', id: post.id, postId: post.id, who: to }}
                own={post.own}
                removed={post.removed}
                deleted={post.deleted}
                when={when}
              />
            </span>
          )}
        </footer>
      )}
      <div id={commentsId} hidden={!commentsOpen} className="space-y-2 px-4 pb-4">
        {commentsOpen &&
          comments.map(({ unit, level }) => (
            <CommentChain
              key={unit.id}
              unit={unit}
              level={level}
              opIdentity={starterIdentity}
              onReply={
                composer
                  ? () =>
                      composer.open({
                        kind: 'comment',
                        postId: post.id,
                        replyToCommentId: unit.id,
                        to: unit.parts[0]?.secret_identity.name ?? 'a comment',
                      })
                  : undefined
              }
              own={
                composer
                  ? {
                      edit: (comment) =>
                        composer.open({
                          kind: 'edit',
                          words: 'comment',
                          id: comment.id,
                          postId: post.id,
                          to: comment.secret_identity.name,
                        }),
                      delete: deleteWords,
                      onEdited: onPosted,
                    }
                  : undefined
              }
            />
          ))}
      </div>
      {writingHere && <div className="px-4 pb-4">{composer.render(onPosted)}</div>}
    </PostCard>
  )
}
