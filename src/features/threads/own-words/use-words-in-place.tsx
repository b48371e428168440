import { type ReactNode } from 'react'
import { isEditing, type Posted } from '../../../lib/composer-target'
import { useComposer } from '../composer-context'
import { useDeletePending } from './pending-deletes'
import { UndoDelete } from './UndoDelete'

/**
 * What stands where a post's or comment's words are drawn while its writer changes them: the
 * editor while they edit, the Undo while a deletion waits; undefined the rest of the time.
 */
export function useWordsInPlace(words: 'post' | 'comment', id: string, onEdited: (posted: Posted) => void): ReactNode | undefined {
  const composer = useComposer()
  const deleting = useDeletePending(id)
  if (deleting) return <UndoDelete id={id} words={words} />
  if (composer && isEditing(composer.target, words, id)) return composer.render(onEdited)
  return undefined
}
