import { useBlocker } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react'
import { type Tags } from '../../../contract/schemas/tags'
import { Button } from '../../../components/ui/Button'
import { Dialog } from '../../../components/ui/Dialog'
import { useSignInSlot } from '../../../components/ui/sign-in-slot'
import { type DraftPlace } from '../../../lib/drafts/drafts'
import { plural } from '../../../lib/plural'
import { ComposerPreview } from './ComposerPreview'
import { PartEditors } from './PartEditors'
import { contentProblem, type EditorValue, emptyEditorValue, hasContent, isUploading, postContent } from './post-content'
import { TagsInput } from './TagsInput'
import { tagChips, tagLists, tagProblem, type TagChip } from './tag-parsing'
import { initialDraft, useDraft } from '../drafts/use-draft'
import { usePosting } from './use-posting'
import { WriteOrPreview } from './WriteOrPreview'

/** What a composer hands its sender: each part's content (one unless a chain), and the tags. */
export interface Written {
  contents: string[]
  tags: Tags
}

/** How the composer speaks of sending: a new post is posted, an edit saved. */
const sendingWords = {
  post: {
    submit: 'Post',
    sending: 'Posting…',
    unclear: 'Maybe not posted',
    discard: 'Discard',
    discardTitle: 'Discard what you wrote?',
    discardSays: 'It is not kept as a draft either.',
  },
  save: {
    submit: 'Save',
    sending: 'Saving…',
    unclear: 'Maybe not saved',
    discard: 'Cancel',
    discardTitle: 'Discard your changes?',
    discardSays: 'What was there stays as it was.',
  },
}

/** What a composer does with a refusal it cannot explain by itself (an edit's conflict): its own way out, or undefined for the plain message. */
type RenderRefusal = (
  error: Error,
  ways: { written: Written; sendAgain: () => void; discard: () => void; dismiss: () => void },
) => ReactNode | undefined

interface ComposerProps<Result> {
  /** Names the form and its writing area, e.g. "Reply to Assam Axolotl". */
  title: string
  draft: DraftPlace
  /** A reply or a thread carries tags; a comment does not. */
  withTags?: boolean
  /** A comment may be a chain of parts ("Add part"). */
  chain?: boolean
  submitLabel?: string
  /** An edit saves rather than posts. */
  verb?: keyof typeof sendingWords
  /** What it starts from when no draft is kept (an edit: the words as they stand); empty otherwise. */
  start?: { parts: EditorValue[]; tags?: Tags }
  /** The revision an edit is written against, kept with its draft. */
  base?: number
  renderRefusal?: RenderRefusal
  send: (written: Written, idempotencyKey: string) => Promise<Result>
  onPosted: (result: Result) => void
  onClose: () => void
  /** More fields, after the tags (a new thread's default view). */
  children?: ReactNode
  autoFocus?: boolean
}

/**
 * Writing something: one editor (or a chain of them), tags, "Post" and "Discard". The words
 * are kept as a draft while typed; a failure keeps them and says what to do (Retry, sign in,
 * or the server's reason); the same post is never sent twice (use-posting).
 */
export function Composer<Result>({
  title,
  draft,
  withTags = false,
  chain = false,
  submitLabel,
  verb = 'post',
  start,
  base,
  renderRefusal,
  send,
  onPosted,
  onClose,
  children,
  autoFocus = true,
}: ComposerProps<Result>) {
  const words = sendingWords[verb]
  const [kept] = useState(() => initialDraft(draft))
  const [parts, setParts] = useState<EditorValue[]>(() => kept?.parts ?? start?.parts ?? [emptyEditorValue])
  const [chips, setChips] = useState<TagChip[]>(() => {
    const tags = kept?.tags ?? start?.tags
    return tags ? tagChips(tags) : []
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const written = useMemo(() => ({ parts, tags: withTags ? tagLists(chips) : undefined, base }), [parts, chips, withTags, base])
  // What is at stake: a new post's words, or an edit's changes. A picture on its way counts
  // too: leaving would lose it.
  const [started] = useState(() => start && sentForm(start.parts, withTags && start.tags ? tagLists(tagChips(start.tags)) : undefined))
  const hasWords = started
    ? parts.some(isUploading) || sentForm(parts, written.tags) !== started
    : parts.some((part) => hasContent(part) || isUploading(part)) || chips.length > 0
  const draftStore = useDraft(draft, written, hasWords)
  const signInForm = useSignInSlot()
  const ids = useId()
  const problemId = `${ids}-problem`

  const posting = usePosting(send, (result) => {
    draftStore.forget()
    onPosted(result)
  })
  // Read when asked, not when drawn: a logout removes the words just before it navigates away.
  const unsent = () => hasWords && !posting.sending && !draftStore.isDone()
  const leaving = useBlocker({
    shouldBlockFn: ({ current, next }) => unsent() && current.pathname !== next.pathname,
    enableBeforeUnload: unsent,
    withResolver: true,
  })

  function submit(event?: FormEvent) {
    // A form in a dialog opened from here (signing in) bubbles its submit through React to this one.
    if (event && event.target !== event.currentTarget) return
    event?.preventDefault()
    // An edit that changes nothing has nothing to save: it closes, and the words keep their revision.
    if (started !== undefined && !hasWords) return discard()
    const found = parts.map(contentProblem).find(Boolean) ?? (withTags ? tagProblem(chips) : null)
    setProblem(found ?? null)
    if (found) return
    posting.post({ contents: parts.map(postContent), tags: tagLists(withTags ? chips : []) })
  }

  const setPart = (index: number, value: EditorValue) => {
    setParts((before) => before.map((part, at) => (at === index ? value : part)))
    if (problem) setProblem(null)
  }
  const discard = () => {
    draftStore.forget()
    onClose()
  }
  const refusal =
    posting.failure?.kind === 'refused' && posting.error && renderRefusal
      ? renderRefusal(posting.error, {
          written: { contents: parts.map(postContent), tags: tagLists(withTags ? chips : []) },
          sendAgain: () => submit(),
          discard,
          dismiss: posting.clearFailure,
        })
      : undefined
  const shownProblem = problem ?? (posting.failure?.kind === 'refused' && refusal === undefined ? posting.failure.message : null)

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      aria-busy={posting.sending}
      className="space-y-3 rounded-lg border border-teal-700 bg-white p-3 shadow-sm dark:border-teal-300 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <WriteOrPreview label={`Write or preview, ${title}`} previewing={previewing} onChange={setPreviewing} />
      </div>
      <PartEditors
        title={title}
        parts={parts}
        setParts={setParts}
        onChange={setPart}
        onSubmit={() => submit()}
        chain={chain}
        autoFocus={autoFocus}
        describedBy={shownProblem ? problemId : undefined}
        hidden={previewing}
        uploadsKey={JSON.stringify(draft)}
      />
      {previewing && <ComposerPreview title={title} parts={parts} />}
      {withTags && <TagsInput chips={chips} onChange={setChips} problemId={shownProblem ? problemId : undefined} />}
      {children}
      {shownProblem && (
        <p
          id={problemId}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {shownProblem}
        </p>
      )}
      {posting.failure?.kind === 'retry' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <span className="flex-1">
            {words.unclear}: {posting.failure.message} Your text is kept, and Retry cannot {verb} it twice.
          </span>
          <Button variant="secondary" onClick={() => submit()}>
            Retry
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
        <Button type="submit" variant="primary" aria-disabled={posting.sending}>
          {posting.sending ? words.sending : (submitLabel ?? words.submit)}
        </Button>
        <Button variant="secondary" onClick={() => (hasWords ? setConfirmingDiscard(true) : discard())}>
          {words.discard}
        </Button>
        {chain && parts.length > 1 && <span className="text-sm text-stone-700 dark:text-stone-300">{plural(parts.length, 'part')}</span>}
      </div>

      <Dialog open={confirmingDiscard} onOpenChange={setConfirmingDiscard} title={words.discardTitle} description={words.discardSays}>
        <div className="flex gap-3">
          <Button
            variant="primary"
            onClick={() => {
              setConfirmingDiscard(false)
              discard()
            }}
          >
            Discard
          </Button>
          <Button onClick={() => setConfirmingDiscard(false)}>Keep writing</Button>
        </div>
      </Dialog>
      <Dialog
        open={leaving.status === 'blocked'}
        onOpenChange={(open) => !open && leaving.reset?.()}
        title="Leave this page?"
        description={`What you wrote is not ${verb === 'post' ? 'posted' : 'saved'} yet. It is kept as a draft here for when you come back.`}
      >
        <div className="flex gap-3">
          <Button variant="primary" onClick={() => leaving.proceed?.()}>
            Leave
          </Button>
          <Button onClick={() => leaving.reset?.()}>Stay</Button>
        </div>
      </Dialog>
      {refusal}
      {signInForm && (
        <Dialog
          open={posting.failure?.kind === 'sign-in'}
          onOpenChange={(open) => !open && posting.clearFailure()}
          title="Sign in to post"
          description={posting.failure?.message}
        >
          {signInForm(() => submit())}
        </Dialog>
      )}
    </form>
  )
}

/** What would be sent, to tell an edit's changes from the words it started with. */
const sentForm = (parts: readonly EditorValue[], tags: Tags | undefined) => JSON.stringify([parts.map(postContent), tags ?? null])
