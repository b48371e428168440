import { type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { arrowKeyTarget } from '../../../components/ui/arrow-keys'

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
)

/**
 * The formatting controls. Quill's toolbar module finds them by their `ql-*` class, runs
 * them and keeps `aria-pressed` up to date; this gives them names, glyphs, and the keyboard
 * pattern of a toolbar: one Tab stop, arrow keys between the controls.
 */
const controls: { format: string; value?: string; label: string; glyph: ReactNode; glyphClass?: string }[] = [
  { format: 'bold', label: 'Bold', glyph: 'B', glyphClass: 'font-bold' },
  { format: 'italic', label: 'Italic', glyph: 'I', glyphClass: 'italic font-serif' },
  { format: 'underline', label: 'Underline', glyph: 'U', glyphClass: 'underline' },
  { format: 'strike', label: 'Strikethrough', glyph: 'S', glyphClass: 'line-through' },
  { format: 'header', value: '2', label: 'Heading', glyph: 'H2', glyphClass: 'text-sm font-semibold' },
  { format: 'header', value: '3', label: 'Subheading', glyph: 'H3', glyphClass: 'text-xs font-semibold' },
  { format: 'list', value: 'bullet', label: 'Bulleted list', glyph: '•≡' },
  { format: 'list', value: 'ordered', label: 'Numbered list', glyph: '1.' },
  { format: 'blockquote', label: 'Quote', glyph: '❝' },
  { format: 'code-block', label: 'Code block', glyph: '{}', glyphClass: 'font-mono' },
  {
    format: 'link',
    label: 'Link',
    glyph: icon(
      <>
        <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1" />
        <path d="M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
      </>,
    ),
  },
  {
    format: 'image',
    label: 'Image by address',
    glyph: icon(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 17-5-5-9 8" />
      </>,
    ),
  },
]

/** Arrow keys move between the controls; the one left focused is the toolbar's Tab stop. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
  const next = arrowKeyTarget(event, buttons)
  if (!next) return
  for (const button of buttons) button.tabIndex = button === next ? 0 : -1
  next.focus()
}

const pictureGlyph = icon(
  <>
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    <path d="M12 4v11" />
    <path d="m7 9 5-5 5 5" />
  </>,
)

const BUTTON_CLASS =
  'inline-flex size-9 items-center justify-center rounded text-stone-800 hover:bg-stone-200 aria-pressed:bg-teal-100 aria-pressed:text-teal-950 dark:text-stone-100 dark:hover:bg-stone-700 dark:aria-pressed:bg-teal-900 dark:aria-pressed:text-teal-50'

/**
 * `onAddPicture` opens the device's picker (on a phone, the camera roll): not a Quill format,
 * so Quill's toolbar module passes the button over and React runs it.
 */
export function EditorToolbar({ ref, label, onAddPicture }: { ref: Ref<HTMLDivElement>; label: string; onAddPicture: () => void }) {
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={moveFocus}
      className="flex flex-wrap gap-1 border-b border-stone-300 p-1 dark:border-stone-600"
    >
      {controls.map(({ format, value, label: name, glyph, glyphClass = '' }, index) => (
        <button
          key={`${format}-${value ?? ''}`}
          type="button"
          className={`ql-${format} ${BUTTON_CLASS}`}
          value={value}
          aria-label={name}
          title={name}
          tabIndex={index === 0 ? 0 : -1}
        >
          <span aria-hidden="true" className={glyphClass}>
            {glyph}
          </span>
        </button>
      ))}
      <button
        type="button"
        className={BUTTON_CLASS}
        aria-label="Add image"
        title="Add image from this device"
        tabIndex={-1}
        onClick={onAddPicture}
      >
        <span aria-hidden="true">{pictureGlyph}</span>
      </button>
    </div>
  )
}
