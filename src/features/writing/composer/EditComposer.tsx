import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { EditConflict, ownWordsMutations, revisionQueries } from '../../../api/queries/own-words'
import { threadQueries } from '../../../api/queries/threads'
import { spliceWords, type WordsTarget } from '../../../api/thread-cache/own-words'
import { type Comment } from '../../../contract/schemas/comment'
import { type Contribution } from '../../../contract/schemas/contribution'
import { type Tags } from '../../../contract/schemas/tags'
import { Button } from '../../../components/ui/Button'
import { type ComposerTarget, type Posted } from '../../../lib/composer-target'
import { type DraftPlace } from '../../../lib/drafts/drafts'
import { parseDeltaOps } from '../../../contract/shapes/delta-ops'
import { Composer, type Written } from './Composer'
import { type EditorValue } from './post-content'
import { EditConflictDialog } from './EditConflictDialog'
import { initialDraft } from '../drafts/use-draft'

type EditTarget = Extract<ComposerTarget, { kind: 'edit' }>

/** The words being edited, as the cached thread has them now. */
function wordsOf(queryClient: ReturnType<typeof useQueryClient>, threadId: string, target: EditTarget): Contribution | Comment | undefined {
  const thread = queryClient.getQueryData(threadQueries.detail(threadId).queryKey)
  return target.words === 'post'
    ? thread?.posts.find((post) => post.id === target.id)
    : thread?.comments[target.postId]?.find((comment) => comment.id === target.id)
}

/** The editor's start: the words' delta, or their text as it is (a post another client wrote as plain text). */
const editorValue = (content: string): EditorValue => ({
  ops: parseDeltaOps(content) ?? [{ insert: content.endsWith('\n') ? content : `${content}\n` }],
})

/** Whether the server's words are the ones this edit sends: a save whose answer was lost on the way. */
const sameWords = (current: Contribution | Comment, written: Written) =>
  current.content === written.contents[0] && (!('tags' in current) || tagsKey(current.tags) === tagsKey(written.tags))

const tagsKey = (tags: Tags) => JSON.stringify([tags.whisper_tags, tags.index_tags, tags.category_tags, tags.content_warnings])

/**
 * One's own post or comment edited in its place: the editor starts from its words and tags
 * (or the draft of an earlier edit), and Save names the revision those were (If-Match). When
 * they changed since, nothing is overwritten: EditConflictDialog shows both versions and the
 * writer keeps theirs or takes the one there.
 */
export function EditComposer({
  threadId,
  userId,
  target,
  done,
}: {
  threadId: string
  userId: string
  target: EditTarget
  done: (posted: Posted | null) => void
}) {
  const queryClient = useQueryClient()
  const place: DraftPlace = { userId, scope: threadId, parentId: target.id, kind: 'edit' }
  const [current] = useState(() => wordsOf(queryClient, threadId, target))
  const [base, setBase] = useState(() => initialDraft(place)?.base ?? current?.revision)
  // Read when sending: "Keep mine" moves it to the revision there and sends again at once.
  const baseRef = useRef(base)
  const words: WordsTarget = { postId: target.postId, commentId: target.words === 'comment' ? target.id : null }

  if (!current || current.deleted || base === undefined)
    return (
      <div role="alert" className="space-y-2 rounded-md border border-stone-300 p-3 dark:border-stone-700">
        <p>This is not here to edit any more.</p>
        <Button onClick={() => done(null)}>Close</Button>
      </div>
    )

  const save = async (written: Written): Promise<Contribution | Comment> => {
    const [content = ''] = written.contents
    try {
      return target.words === 'post'
        ? await ownWordsMutations.editPost(target.id, { content, ...written.tags }, baseRef.current ?? current.revision)
        : await ownWordsMutations.editComment(target.id, { content }, baseRef.current ?? current.revision)
    } catch (error) {
      if (error instanceof EditConflict && sameWords(error.current, written)) return error.current
      throw error
    }
  }
  const takeTheirs = (theirs: Contribution | Comment) => spliceWords(queryClient, threadId, words, theirs)

  return (
    <Composer
      key={`edit:${target.id}`}
      title={target.words === 'post' ? 'Edit your post' : 'Edit your comment'}
      draft={place}
      withTags={target.words === 'post'}
      verb="save"
      start={{ parts: [editorValue(current.content)], tags: 'tags' in current ? current.tags : undefined }}
      base={base}
      send={save}
      onPosted={(edited) => {
        spliceWords(queryClient, threadId, words, edited)
        void queryClient.invalidateQueries({ queryKey: revisionQueries.of(target.words, target.id).queryKey })
        done({ kind: 'edited', postId: target.postId, commentId: words.commentId ?? undefined })
      }}
      onClose={() => done(null)}
      renderRefusal={(error, ways) =>
        error instanceof EditConflict ? (
          <EditConflictDialog
            theirs={error.current}
            mine={ways.written}
            onKeepMine={() => {
              baseRef.current = error.current.revision
              setBase(error.current.revision)
              ways.sendAgain()
            }}
            onTakeTheirs={() => {
              takeTheirs(error.current)
              ways.discard()
            }}
            onDismiss={ways.dismiss}
          />
        ) : undefined
      }
    />
  )
}
