import { useState } from 'react'
import { type DescriptionEditorProps } from '../../features/realm-admin/boards/description-editor'
import {
  contentProblem,
  type EditorValue,
  emptyEditorValue,
  hasContent,
  isUploading,
  postContent,
} from '../../features/writing/composer/post-content'
import { RichTextEditor } from '../../features/writing/editor/RichTextEditor'

/** The board's description as the editor holds it: its delta's operations, or an empty document. */
function editorValueOf(description: string | null): EditorValue {
  if (!description) return emptyEditorValue
  const parsed = JSON.parse(description) as { ops?: EditorValue['ops'] }
  return { ops: parsed.ops ?? [] }
}

/**
 * The app's one rich-text editor for a board's description (the realm admin's Boards page),
 * given to it here: features do not import each other. An empty editor is no description.
 */
export function BoardDescriptionEditor({ label, initial, onChange, onSubmit, describedBy, uploadsKey }: DescriptionEditorProps) {
  const [value, setValue] = useState(() => editorValueOf(initial))
  return (
    <RichTextEditor
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next)
        const empty = !hasContent(next) && !isUploading(next)
        onChange(empty ? { content: null, problem: null } : { content: postContent(next), problem: contentProblem(next) })
      }}
      onSubmit={onSubmit}
      describedBy={describedBy}
      uploadsKey={uploadsKey}
    />
  )
}
