import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/Button'
import { safeImageSrc, safeLinkHref } from '../../../lib/delta/safe-url'

export type AddressKind = 'link' | 'image'

const texts: Record<AddressKind, { label: string; apply: string; wrong: string }> = {
  link: { label: 'Link address', apply: 'Add link', wrong: 'Use a web or mail address, starting with https://, http:// or mailto:.' },
  image: { label: 'Image address', apply: 'Add image', wrong: 'Use the web address of an image, starting with https:// or http://.' },
}

/**
 * Asks for the address of a link or an image, in place of Quill's own tooltip (whose buttons
 * a keyboard cannot reach). Only addresses the renderer would show are taken. A group, not
 * a form: it sits inside the composer's form, and forms do not nest.
 */
export function AddressForm({ id, kind, onDone }: { id: string; kind: AddressKind; onDone: (address: string | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null)
  const text = texts[kind]

  const input = useRef<HTMLInputElement>(null)

  function apply() {
    const typed = (input.current?.value ?? '').trim()
    const safe = kind === 'link' ? safeLinkHref(typed) : typed.startsWith('/') ? null : safeImageSrc(typed)
    if (safe) onDone(safe)
    else setProblem(text.wrong)
  }

  return (
    <div
      role="group"
      aria-label={text.label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(null)
        else if (event.key === 'Enter' && event.target === input.current) apply()
        else return
        // Neither the composer's form nor an open dialog may take these keys too.
        event.preventDefault()
        event.stopPropagation()
      }}
      className="flex flex-wrap items-end gap-2 border-b border-stone-300 p-2 dark:border-stone-600"
    >
      <label className="flex min-w-48 flex-1 flex-col text-sm">
        {text.label}
        <input
          ref={input}
          name="address"
          type="url"
          inputMode="url"
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-1 min-h-11 rounded-md border border-stone-500 bg-white px-3 py-2 dark:bg-stone-900"
        />
      </label>
      <Button variant="secondary" onClick={apply}>
        {text.apply}
      </Button>
      <Button variant="quiet" onClick={() => onDone(null)}>
        Cancel
      </Button>
      {problem && (
        <p id={`${id}-problem`} className="w-full text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  )
}
