import { useNavigate, useSearch } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef } from 'react'

/** Whether a key press is typing (a field, an editor): `/` goes to the search box only when it is not. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/**
 * The header's search of the realm being read: Enter opens /search with the words; `/`
 * anywhere (but in a field) puts the cursor in it, as on most sites with a search box.
 */
export function SearchBox({ realmSlug }: { realmSlug: string }) {
  const navigate = useNavigate()
  const current = useSearch({ strict: false }) as { q?: unknown; board?: unknown }
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return
      event.preventDefault()
      input.current?.focus()
    }
    window.addEventListener('keydown', focus)
    return () => window.removeEventListener('keydown', focus)
  }, [])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = input.current?.value.trim() ?? ''
    if (q === '') return
    // New words on the results page keep its board filter; anywhere else a search is realm-wide.
    const board = typeof current.board === 'string' ? current.board : undefined
    void navigate({ to: '/search', search: { q, realm: realmSlug, board } })
  }
  return (
    // Before the app has taken a page the server drew over, the browser sends the words to
    // the results page itself.
    <form role="search" action="/search" onSubmit={submit} className="flex min-w-0 flex-1 items-center">
      <input type="hidden" name="realm" value={realmSlug} />
      <label htmlFor={id} className="sr-only">
        Search this realm
      </label>
      <input
        ref={input}
        id={id}
        key={typeof current.q === 'string' ? current.q : ''}
        type="search"
        name="q"
        defaultValue={typeof current.q === 'string' ? current.q : ''}
        placeholder="Search  ( / )"
        maxLength={200}
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-md border border-stone-400 bg-white px-3 text-sm dark:border-stone-600 dark:bg-stone-950"
      />
    </form>
  )
}
