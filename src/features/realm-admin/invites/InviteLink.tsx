import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/Button'

/** The new link, selectable, with a button that copies it. */
export function InviteLink({ url }: { url: string }) {
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  // Focused when a new link appears (not on every render), so a screen reader reads it out.
  useEffect(() => field.current?.focus(), [url])
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block font-medium">
        Invite link
      </label>
      <p className="text-sm text-stone-700 dark:text-stone-300">It shows only now: copy it and send it to them.</p>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 basis-60 rounded-md border border-stone-500 bg-stone-50 px-3 py-2 font-mono text-sm dark:bg-stone-950"
        />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <p role="status" className="min-h-6 text-sm text-stone-700 dark:text-stone-300">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copying was not allowed here: select the link and copy it yourself.' : ''}
      </p>
    </div>
  )
}
