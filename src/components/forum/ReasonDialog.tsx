import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { fieldClass, formErrorClass } from '../ui/field'

const OTHER = 'Other'

export interface ReasonDialogProps {
  title: string
  description: string
  /** The reasons most people give; "Other" (own words) comes after them. */
  reasons: readonly string[]
  /** The server takes a reason of at most this many characters. */
  maxChars: number
  /** The button's word ("Remove"), and what it says while the server is asked ("Removing…"). */
  verb: string
  pendingVerb: string
  send: (reason: string) => Promise<unknown>
  /** The reason sent, or null when the reader gave up. */
  onDone: (reason: string | null) => void
  /** Said in the dialog once the server agrees, instead of closing it (a report's thanks). */
  thanks?: string
}

/**
 * Why someone removes or reports words: a common reason or their own, and more if they wish.
 * The dialog stays open until the server agrees, and shows its refusal in place: nothing typed
 * is lost.
 */
export function ReasonDialog({ title, description, reasons, maxChars, verb, pendingVerb, send, onDone, thanks }: ReasonDialogProps) {
  const [choice, setChoice] = useState<string | null>(null)
  const [details, setDetails] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const ids = useId()
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (_answer, reason) => {
      if (thanks === undefined) return onDone(reason)
      setSent(reason)
    },
  })
  const reason = choice === OTHER ? details.trim() : [choice, details.trim()].filter(Boolean).join(': ')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending.isPending) return
    const found =
      choice === null
        ? 'Choose a reason.'
        : reason === ''
          ? 'Say why in a few words.'
          : reason.length > maxChars
            ? `At most ${maxChars} characters.`
            : null
    setProblem(found)
    if (!found) sending.mutate(reason)
  }
  const shownProblem = problem ?? (sending.isError ? sending.error.message : null)

  return (
    <Dialog open onOpenChange={(open) => !open && onDone(sent)} title={title} description={sent === null ? description : undefined}>
      {sent !== null ? (
        <div className="space-y-4">
          <p role="status">{thanks}</p>
          <div className="flex justify-end">
            {/* The form is gone: focus goes to the one thing left to do. */}
            <Button autoFocus variant="primary" onClick={() => onDone(sent)}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" aria-describedby={shownProblem ? `${ids}-problem` : undefined}>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Reason</legend>
            {[...reasons, OTHER].map((each) => (
              <label
                key={each}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={each}
                  checked={choice === each}
                  onChange={() => setChoice(each)}
                  className="size-4 accent-teal-700 dark:accent-teal-300"
                />
                <span>{each}</span>
              </label>
            ))}
          </fieldset>
          <label className="block">
            <span className="text-sm font-medium">{choice === OTHER ? 'Why' : 'More, if you wish'}</span>
            <textarea
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              maxLength={maxChars}
              className={fieldClass}
            />
          </label>
          {shownProblem && (
            <p id={`${ids}-problem`} role="alert" className={formErrorClass}>
              {shownProblem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button onClick={() => onDone(null)}>Cancel</Button>
            <Button type="submit" variant="primary" aria-disabled={sending.isPending} aria-busy={sending.isPending}>
              {sending.isPending ? pendingVerb : verb}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

/** The reasons most removals and reports have. */
export const COMMON_REASONS = ['Harassment or abuse', "Shares someone's private information", 'Spam', 'Off topic'] as const
