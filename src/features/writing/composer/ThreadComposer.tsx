import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { spliceComments, spliceReply } from '../../../api/thread-cache/splice-posts'
import { writeMutations } from '../../../api/queries/writes'
import { type ComposerTarget, type Posted } from '../../../lib/composer-target'
import { useMediaQuery } from '../../../lib/use-media-query'
import { Composer } from './Composer'
import { EditComposer } from './EditComposer'
import { preloadEditor } from '../editor/RichTextEditor'
import { useWriterId } from './use-writer'

// This module is itself loaded when a composer first opens: fetch the editor alongside, not after.
preloadEditor()

/**
 * A reply, a comment or an edit being written on a thread page, where the page put it (a bottom sheet
 * on a phone). What the server answers goes straight into the cached thread (no refetch of
 * the thread), then `done` tells the page what to bring into view.
 */
export function ThreadComposer({
  threadId,
  target,
  done,
}: {
  threadId: string
  target: ComposerTarget
  done: (posted: Posted | null) => void
}) {
  const queryClient = useQueryClient()
  const userId = useWriterId()
  if (!userId) return <p role="status">Opening the editor…</p>
  const onClose = () => done(null)

  const composer =
    target.kind === 'edit' ? (
      <EditComposer key={`edit:${target.id}`} threadId={threadId} userId={userId} target={target} done={done} />
    ) : target.kind === 'reply' ? (
      <Composer
        key={`reply:${target.postId}`}
        title={`Reply to ${target.to}`}
        draft={{ userId, scope: threadId, parentId: target.postId, kind: 'reply' }}
        withTags
        send={(written, key) => writeMutations.reply(target.postId, { content: written.contents[0] ?? '', ...written.tags }, key)}
        onPosted={({ contribution }) => {
          spliceReply(queryClient, threadId, contribution)
          done({ kind: 'reply', postId: contribution.id, parentId: target.postId })
        }}
        onClose={onClose}
      />
    ) : (
      <Composer
        key={`comment:${target.postId}:${target.replyToCommentId ?? ''}`}
        title={target.replyToCommentId ? `Reply to ${target.to}'s comment` : `Comment on ${target.to}'s post`}
        draft={{ userId, scope: threadId, parentId: target.replyToCommentId ?? target.postId, kind: 'comment' }}
        chain
        send={(written, key) =>
          writeMutations.comment(target.postId, { contents: written.contents, reply_to_comment_id: target.replyToCommentId }, key)
        }
        onPosted={({ comments }) => {
          spliceComments(queryClient, threadId, target.postId, comments)
          const first = comments[0]
          done(first ? { kind: 'comment', postId: target.postId, commentId: first.id } : null)
        }}
        onClose={onClose}
      />
    )
  // An edit is written where its words stand, on a phone too: the sheet would leave a hole there.
  return target.kind === 'edit' ? composer : <SheetOnPhones>{composer}</SheetOnPhones>
}

/** Under 640 px the composer is a sheet over the bottom of the screen, as a phone's keyboard expects. */
function SheetOnPhones({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery('(max-width: 639px)')
  if (!narrow) return children
  return createPortal(
    <div className="fixed inset-x-0 bottom-0 z-30 max-h-[85vh] overflow-y-auto rounded-t-xl bg-stone-50 p-2 shadow-[0_-8px_24px_rgba(0,0,0,0.25)] dark:bg-stone-950">
      {children}
    </div>,
    document.body,
  )
}
