import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { moderationMutations } from '../../../api/queries/moderation'
import { Button } from '../../../components/ui/Button'
import { Dialog } from '../../../components/ui/Dialog'
import { fieldClass, formErrorClass } from '../../../components/ui/field'
import { type ModerationTarget } from './moderation-context'

/** The reasons most removals have; "Other" asks for words of the moderator's own. */
const COMMON_REASONS = ['Harassment or abuse', "Shares someone's private information", 'Spam', 'Off topic'] as const
const OTHER = 'Other'
/** The server takes a reason of at most this many characters. */
const REASON_MAX_CHARS = 500

/**
 * Why a moderator removes a post or comment: a common reason or their own words, and more if they
 * wish. Its author reads the reason beside their words; nobody else reads either. The dialog
 * stays open until the server agrees, and shows its refusal in place.
 */
export function RemoveDialog({ target, onDone }: { target: ModerationTarget; onDone: (reason: string | null) => void }) {
  const [choice, setChoice] = useState<string | null>(null)
  const [details, setDetails] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const ids = useId()
  const removal = useMutation({
    mutationFn: (reason: string) => moderationMutations.remove(target.words, target.id, reason),
    onSuccess: (_answer, reason) => onDone(reason),
  })
  const reason = choice === OTHER ? details.trim() : [choice, details.trim()].filter(Boolean).join(': ')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (removal.isPending) return
    const found =
      choice === null
        ? 'Choose a reason.'
        : reason === ''
          ? 'Say why in a few words.'
          : reason.length > REASON_MAX_CHARS
            ? `At most ${REASON_MAX_CHARS} characters.`
            : null
    setProblem(found)
    if (!found) removal.mutate(reason)
  }
  const shownProblem = problem ?? (removal.isError ? removal.error.message : null)

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone(null)}
      title={`Remove ${target.who}'s ${target.words}`}
      description="Everyone else will read “[removed by a moderator]”. Its author keeps reading it, with your reason."
    >
      <form onSubmit={submit} className="space-y-4" aria-describedby={shownProblem ? `${ids}-problem` : undefined}>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Reason</legend>
          {[...COMMON_REASONS, OTHER].map((each) => (
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
            maxLength={REASON_MAX_CHARS}
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
          <Button type="submit" variant="primary" aria-disabled={removal.isPending} aria-busy={removal.isPending}>
            {removal.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
