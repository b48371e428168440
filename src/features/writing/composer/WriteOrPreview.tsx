const choiceClass =
  'min-h-11 rounded px-3 sm:min-h-9 text-sm font-medium text-stone-700 hover:text-stone-950 aria-pressed:bg-white aria-pressed:text-teal-900 aria-pressed:shadow-sm dark:text-stone-300 dark:hover:text-white dark:aria-pressed:bg-stone-600 dark:aria-pressed:text-white'

/**
 * Write or Preview, two pressed-state buttons: a switch of what the composer shows, not tabs,
 * so the writing area keeps its place in the page (and its Tab order) while written in.
 */
export function WriteOrPreview({
  label,
  previewing,
  onChange,
}: {
  label: string
  previewing: boolean
  onChange: (previewing: boolean) => void
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1 rounded-md bg-stone-200 p-0.5 dark:bg-stone-800">
      <button type="button" aria-pressed={!previewing} onClick={() => onChange(false)} className={choiceClass}>
        Write
      </button>
      <button type="button" aria-pressed={previewing} onClick={() => onChange(true)} className={choiceClass}>
        Preview
      </button>
    </div>
  )
}
