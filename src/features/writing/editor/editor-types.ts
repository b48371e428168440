import { type EditorValue } from '../composer/post-content'

export interface EditorProps {
  /** The accessible name of the writing area, e.g. "Reply to Assam Axolotl". */
  label: string
  value: EditorValue
  onChange: (value: EditorValue) => void
  /** Ctrl+Enter or Cmd+Enter. */
  onSubmit: () => void
  placeholder?: string
  autoFocus?: boolean
  /** Ids of text that describes the editor (an error beside it). */
  describedBy?: string
  /** Names this editor's pictures on their way (its composer's draft and part): drawn again, it takes them back. */
  uploadsKey: string
}
