import { type ComponentType } from 'react'

/** What a board form needs of the app's rich-text editor for a board's description. */
export interface DescriptionEditorProps {
  label: string
  /** The description as the board has it (a delta's JSON), or null for none. */
  initial: string | null
  /**
   * Every change: the description to send (null when the editor is empty), and why it cannot
   * be sent yet (too long, a picture still uploading), or null.
   */
  onChange: (description: { content: string | null; problem: string | null }) => void
  /** Ctrl+Enter or Cmd+Enter. */
  onSubmit: () => void
  describedBy?: string
  /** Names this editor's pictures on their way. */
  uploadsKey: string
}

/**
 * The editor itself, given by the route: features do not import each other, and the editor is
 * the writing feature's (routes/-components/BoardDescriptionEditor.tsx).
 */
export type DescriptionEditor = ComponentType<DescriptionEditorProps>
