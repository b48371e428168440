import { type KeyboardEvent, useId, useState } from 'react'
import { addTag, parseTag, type TagChip, tagKindNames } from './tag-parsing'

const chipTone: Record<TagChip['kind'], string> = {
  warning: 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  category: 'border-teal-700 bg-teal-50 text-teal-950 dark:border-teal-300 dark:bg-teal-950 dark:text-teal-50',
  index: 'border-stone-500 bg-stone-100 text-stone-900 dark:border-stone-400 dark:bg-stone-800 dark:text-stone-100',
  whisper: 'border-stone-400 border-dashed bg-white text-stone-800 italic dark:border-stone-500 dark:bg-stone-900 dark:text-stone-200',
}

const prefix: Record<TagChip['kind'], string> = { warning: 'cw: ', category: '+', index: '#', whisper: '' }

/**
 * The "Tags" field: `#word` an index tag, `+word` a category, `cw:` or `cn:` a content
 * warning, anything else a whisper tag. Enter or a comma makes the typed text a chip; each
 * chip is a button that removes it; Backspace in the empty field takes the last one back.
 */
export function TagsInput({ chips, onChange, problemId }: { chips: TagChip[]; onChange: (chips: TagChip[]) => void; problemId?: string }) {
  const [text, setText] = useState('')
  const hintId = useId()

  function commit(typed: string) {
    const chip = parseTag(typed)
    if (chip) onChange(addTag(chips, chip))
    setText('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      commit(text)
    } else if (event.key === 'Backspace' && text === '') {
      const last = chips.at(-1)
      if (!last) return
      event.preventDefault()
      onChange(chips.slice(0, -1))
      setText(`${prefix[last.kind]}${last.value}`)
    }
  }

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium">
        Tags
        <input
          value={text}
          onChange={(event) => {
            const typed = event.target.value
            // A comma pasted or typed mid-word commits what came before it.
            if (!typed.includes(',')) return setText(typed)
            const pieces = typed.split(',')
            let next = chips
            for (const piece of pieces.slice(0, -1)) {
              const chip = parseTag(piece)
              if (chip) next = addTag(next, chip)
            }
            onChange(next)
            setText(pieces.at(-1) ?? '')
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
          aria-describedby={[hintId, problemId].filter(Boolean).join(' ')}
          enterKeyHint="done"
          autoComplete="off"
          className="mt-1 block min-h-11 w-full rounded-md border border-stone-500 bg-white px-3 py-2 font-normal dark:bg-stone-900"
        />
      </label>
      <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
        <kbd>#tag</kbd> index · <kbd>+tag</kbd> category · <kbd>cw: …</kbd> content warning · anything else a whisper tag. Enter or comma
        adds it.
      </p>
      {chips.length > 0 && (
        <ul aria-label="Tags added" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={`${chip.kind}:${chip.value}`}>
              <button
                type="button"
                onClick={() => onChange(chips.filter((other) => other !== chip))}
                aria-label={`Remove ${tagKindNames[chip.kind].one.toLowerCase()} ${chip.value}`}
                className={`inline-flex min-h-8 max-w-full items-center gap-1 rounded-full border px-3 text-sm wrap-anywhere ${chipTone[chip.kind]}`}
              >
                <span>
                  {prefix[chip.kind]}
                  {chip.value}
                </span>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
