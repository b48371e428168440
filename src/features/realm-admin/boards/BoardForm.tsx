import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { boardAdminMutations } from '../../../api/queries/realm-admin'
import { realmQueries } from '../../../api/queries/realms'
import { Button } from '../../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../../components/ui/field'
import { type BoardPatch } from '../../../contract/schemas/board-admin'
import { type Board, type Realm } from '../../../contract/schemas/realm'
import { slugFromName } from './board-slug'
import { type DescriptionEditor } from './description-editor'

const SLUG = /^[a-z0-9-]{2,40}$/
const hintClass = 'text-sm text-stone-700 dark:text-stone-300'

type Field = 'name' | 'slug' | 'description'

/** What is wrong before anything is sent, and the field to go to; null when it can be sent. */
function problemOf(fields: { name: string; slug: string; descriptionProblem: string | null }): { field: Field; message: string } | null {
  if (!fields.name.trim()) return { field: 'name', message: 'Give the board a name.' }
  if (!SLUG.test(fields.slug)) return { field: 'slug', message: 'The slug must be 2–40 lowercase letters, digits or hyphens.' }
  if (fields.descriptionProblem) return { field: 'description', message: fields.descriptionProblem }
  return null
}

/**
 * A board's name, slug, tagline, description and whether it is for members only: a new board
 * (`board` absent), or changes to one, which send only what changed. Refused, everything
 * written stays and the reason shows above the buttons.
 */
export function BoardForm({
  realm,
  board,
  Editor,
  onDone,
  onCancel,
}: {
  realm: Realm
  board?: Board
  Editor: DescriptionEditor
  onDone: (board: Board) => void
  onCancel: () => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [name, setName] = useState(board?.name ?? '')
  const [slug, setSlug] = useState(board?.slug ?? '')
  // A new board's slug follows its name until it is typed itself.
  const [slugTyped, setSlugTyped] = useState(board !== undefined)
  const [tagline, setTagline] = useState(board?.tagline ?? '')
  const [membersOnly, setMembersOnly] = useState(board?.members_only ?? false)
  const [description, setDescription] = useState({ content: board?.description ?? null, problem: null as string | null })
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null)
  const nameField = useRef<HTMLInputElement>(null)
  const slugField = useRef<HTMLInputElement>(null)
  const descriptionField = useRef<HTMLDivElement>(null)
  // Opened by a press on "New board" or "Edit", which is gone: the first field takes focus.
  useEffect(() => nameField.current?.focus(), [])

  const save = useMutation({
    mutationFn: (patch: BoardPatch) =>
      board
        ? boardAdminMutations.update(board.id, patch)
        : boardAdminMutations.create(realm.id, { slug, name, tagline, description: description.content, members_only: membersOnly }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: realmQueries.all() })
      onDone(saved)
    },
  })

  function changes(): BoardPatch {
    if (!board) return {}
    const patch: BoardPatch = {}
    if (name.trim() !== board.name) patch.name = name
    if (slug !== board.slug) patch.slug = slug
    if (tagline.trim() !== board.tagline) patch.tagline = tagline
    if (description.content !== board.description) patch.description = description.content
    if (membersOnly !== board.members_only) patch.members_only = membersOnly
    return patch
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (save.isPending) return
    const found = problemOf({ name, slug, descriptionProblem: description.problem })
    setProblem(found)
    if (found) {
      const field = { name: nameField, slug: slugField, description: descriptionField }[found.field].current
      ;(field?.querySelector<HTMLElement>('[contenteditable]') ?? field)?.focus()
      return
    }
    const patch = changes()
    if (board && Object.keys(patch).length === 0) return onCancel()
    save.mutate(patch)
  }

  const errorId = `${id}-error`
  const message = problem?.message ?? (save.isError ? `The board could not be saved. ${save.error.message}` : null)
  const invalid = (field: Field) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {board ? `Edit ${board.name}` : `New board in ${realm.name}`}
      </h3>
      <label className="block font-medium">
        Name
        <input
          ref={nameField}
          value={name}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value)
            if (!slugTyped) setSlug(slugFromName(event.target.value))
          }}
          className={fieldClass}
          {...invalid('name')}
        />
      </label>
      <div>
        <label className="block font-medium">
          Slug
          <input
            ref={slugField}
            value={slug}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => {
              setSlugTyped(true)
              setSlug(event.target.value)
            }}
            className={`${fieldClass} font-mono`}
            {...invalid('slug')}
          />
        </label>
        <p id={`${id}-slug-hint`} className={hintClass}>
          Its short name in the realm: 2–40 lowercase letters, digits or hyphens, unlike any other board’s.
        </p>
      </div>
      <label className="block font-medium">
        Tagline <span className="font-normal text-stone-700 dark:text-stone-300">(optional)</span>
        <input
          value={tagline}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setTagline(event.target.value)}
          className={fieldClass}
        />
      </label>
      <div ref={descriptionField} className="space-y-1">
        <p className="font-medium">
          Description <span className="font-normal text-stone-700 dark:text-stone-300">(optional, shown above its threads)</span>
        </p>
        <Editor
          label={`Description of ${name.trim() || 'the board'}`}
          initial={board?.description ?? null}
          onChange={setDescription}
          onSubmit={() => submit()}
          describedBy={problem?.field === 'description' ? errorId : undefined}
          uploadsKey={`board-description-${board?.id ?? 'new'}`}
        />
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={membersOnly}
          onChange={(event) => setMembersOnly(event.target.checked)}
          className="mt-1 size-5 accent-teal-700"
          aria-describedby={`${id}-members-hint`}
        />
        <span>
          <span className="block font-medium">Members only</span>
          <span id={`${id}-members-hint`} className={hintClass}>
            Only members of {realm.name} see it and its threads. Visitors’ open pages lose it at once.
          </span>
        </span>
      </label>
      {message && (
        <p id={errorId} role="alert" className={formErrorClass}>
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" aria-disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : board ? 'Save changes' : 'Create board'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  )
}
