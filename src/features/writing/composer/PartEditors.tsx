import { Button } from '../../../components/ui/Button'
import { type EditorValue, emptyEditorValue } from './post-content'
import { RichTextEditor } from '../editor/RichTextEditor'

interface PartEditorsProps {
  /** Names the writing area, e.g. "Reply to Assam Axolotl". */
  title: string
  parts: EditorValue[]
  setParts: (update: (before: EditorValue[]) => EditorValue[]) => void
  onChange: (index: number, value: EditorValue) => void
  onSubmit: () => void
  /** A comment may be a chain of parts ("Add part"). */
  chain: boolean
  autoFocus: boolean
  describedBy?: string
  /** Kept drawn but out of sight while the composer previews: the editors keep their state. */
  hidden: boolean
  /** The composer's own name for its editors' uploads (its draft place). */
  uploadsKey: string
}

/** The composer's writing areas: one, or a chain of parts, each removable, and "Add part". */
export function PartEditors({
  title,
  parts,
  setParts,
  onChange,
  onSubmit,
  chain,
  autoFocus,
  describedBy,
  hidden,
  uploadsKey,
}: PartEditorsProps) {
  return (
    <div hidden={hidden} className="space-y-3">
      {parts.map((part, index) => (
        <div key={index} className="space-y-1">
          {parts.length > 1 && (
            <div className="flex items-center justify-between text-sm font-medium">
              <span>Part {index + 1}</span>
              <Button variant="quiet" onClick={() => setParts((before) => before.filter((_, at) => at !== index))}>
                Remove part {index + 1}
              </Button>
            </div>
          )}
          <RichTextEditor
            label={parts.length > 1 ? `${title}, part ${index + 1}` : title}
            value={part}
            onChange={(value) => onChange(index, value)}
            onSubmit={onSubmit}
            autoFocus={autoFocus && index === parts.length - 1}
            describedBy={describedBy}
            uploadsKey={`${uploadsKey}#${index}`}
            placeholder={index === 0 ? 'Write here. Ctrl+Enter posts.' : 'The next part.'}
          />
        </div>
      ))}
      {chain && (
        <Button variant="quiet" onClick={() => setParts((before) => [...before, emptyEditorValue])}>
          Add part
        </Button>
      )}
    </div>
  )
}
