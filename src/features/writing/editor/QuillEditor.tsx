import { type DragEvent, type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import Delta from 'quill-delta'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.core.css'
import './quill-editor.css'
import { type DeltaOp } from '../../../contract/shapes/delta-ops'
import { EDITOR_FORMATS } from '../composer/post-content'
import { EditorToolbar } from './EditorToolbar'
import { type EditorProps } from './editor-types'
import { AddressForm, type AddressKind } from '../composer/AddressForm'
import './embed-blots'
import { EmbedOfferBar } from './EmbedOfferBar'
import { useEmbedOffer } from './use-embed-offer'
import { picturesIn } from '../uploads/editor-pictures'
import '../uploads/picture-blots'
import { PictureTray } from '../uploads/PictureTray'
import { usePictureUploads } from '../uploads/use-picture-uploads'

type Quill = ReturnType<ReactQuill['getEditor']>

/** A document holds inserts only; anything else (there is nothing else) is left out. */
const documentOp = (op: Delta['ops'][number]): DeltaOp[] =>
  op.insert === undefined ? [] : [op.attributes ? { insert: op.insert, attributes: op.attributes } : { insert: op.insert }]

// Pictures pasted or dropped are uploaded (uploads/): every image type a device may hold goes
// to the server, which takes JPEG, PNG, WebP, GIF and AVIF and says why it refuses the rest.
const PICTURE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/svg+xml',
  'image/bmp',
  'image/tiff',
]

// Tab leaves the editor (a keyboard user must be able to get out); Quill would indent with it.
const freeTab = { tab: false, indent: false, outdent: false, 'remove tab': false, 'indent code-block': false, 'outdent code-block': false }

/**
 * The editor itself (its own chunk, see RichTextEditor): react-quill-new with the app's
 * toolbar, the formats of post-content.ts and nothing else, so a paste keeps only those.
 * The value is always a Delta: react-quill-new then reads the document with getContents,
 * never as HTML.
 */
export default function QuillEditor({ label, value, onChange, onSubmit, placeholder, autoFocus, describedBy, uploadsKey }: EditorProps) {
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null)
  const quillRef = useRef<ReactQuill>(null)
  const submit = useRef(onSubmit)
  useEffect(() => {
    submit.current = onSubmit
  }, [onSubmit])
  const [asking, setAsking] = useState<{ kind: AddressKind; index: number; length: number } | null>(null)
  const toolbarLabel = `Formatting, ${label}`
  const document = useMemo(() => new Delta(value.ops), [value])
  const formId = useId()
  const [mounted, setMounted] = useState(false)
  // The Quill instance, and whether there is one now: the uploads attach to it (a state, so that they do once it is made).
  const holdQuill = useCallback((editor: ReactQuill | null) => {
    quillRef.current = editor
    setMounted(editor !== null)
  }, [])
  const uploads = usePictureUploads(uploadsKey, quillRef, mounted)
  const addPictures = useRef(uploads.add)
  useEffect(() => {
    addPictures.current = uploads.add
  }, [uploads.add])
  const picker = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const modules = useMemo(() => {
    if (!toolbar) return null
    const ask = (kind: AddressKind) => {
      const quill = quillRef.current?.getEditor()
      const range = quill?.getSelection(true)
      if (range) setAsking({ kind, index: range.index, length: range.length })
    }
    return {
      toolbar: {
        container: toolbar,
        handlers: {
          link(this: { quill: Quill }, on: boolean) {
            if (on) ask('link')
            else this.quill.format('link', false, 'user')
          },
          image: () => ask('image'),
        },
      },
      keyboard: {
        bindings: {
          ...freeTab,
          submit: { key: 'Enter', shortKey: true, handler: () => (submit.current(), false) },
        },
      },
      // Pictures dropped or pasted are uploaded, never put in as data: URLs.
      uploader: { mimetypes: PICTURE_TYPES, handler: (range: { index: number }, files: File[]) => addPictures.current(files, range.index) },
      clipboard: { matchVisual: false },
    }
  }, [toolbar])
  const embedOffer = useEmbedOffer(quillRef, modules !== null)

  useEffect(() => {
    const quill = quillRef.current?.getEditor()
    if (!quill) return
    // The writing area is a contenteditable div: give it the role and name a textarea would have.
    quill.root.setAttribute('role', 'textbox')
    quill.root.setAttribute('aria-multiline', 'true')
    quill.root.setAttribute('aria-label', label)
    if (describedBy) quill.root.setAttribute('aria-describedby', describedBy)
    else quill.root.removeAttribute('aria-describedby')
  }, [modules, label, describedBy])

  useEffect(() => {
    const quill = quillRef.current?.getEditor()
    if (!quill || !autoFocus) return
    quill.focus()
    quill.setSelection(quill.getLength(), 0, 'silent')
  }, [modules, autoFocus])

  function applyAddress(address: string | null) {
    const quill = quillRef.current?.getEditor()
    const at = asking
    setAsking(null)
    if (!quill || !at) return
    quill.focus()
    if (address === null) {
      quill.setSelection(at.index, at.length, 'silent')
    } else if (at.kind === 'image') {
      quill.insertEmbed(at.index, 'image', address, 'user')
      quill.setSelection(at.index + 1, 0, 'user')
    } else if (at.length > 0) {
      quill.formatText(at.index, at.length, 'link', address, 'user')
      quill.setSelection(at.index + at.length, 0, 'user')
    } else {
      quill.insertText(at.index, address, { link: address }, 'user')
      quill.setSelection(at.index + address.length, 0, 'user')
    }
  }

  // Escape in the writing area or the offer puts the offer away, and nothing else takes it then.
  function dismissOffer(event: KeyboardEvent) {
    const quill = quillRef.current?.getEditor()
    if (event.key !== 'Escape' || !embedOffer.offer || !quill) return
    embedOffer.dismiss()
    if (!quill.root.contains(event.target as Node)) quill.focus()
    event.preventDefault()
    event.stopPropagation()
  }

  function pickPictures(files: FileList | null) {
    const quill = quillRef.current?.getEditor()
    if (!quill || !files || files.length === 0) return
    const at = quill.getSelection(true)?.index ?? quill.getLength() - 1
    uploads.add([...files], at)
    if (picker.current) picker.current.value = ''
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

  return (
    <div
      onKeyDown={dismissOffer}
      onDragEnter={(event) => carriesFiles(event) && setDragging(true)}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return
        // Files may be dropped anywhere on the editor (not only its text): the browser would
        // otherwise open a file dropped on the toolbar or the tray in place of the page.
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setDragging(false)}
      onDrop={(event) => {
        setDragging(false)
        const quill = quillRef.current?.getEditor()
        // A drop on the text is Quill's (its uploader puts the files where they fell).
        if (!carriesFiles(event) || !quill || quill.root.contains(event.target as Node)) return
        event.preventDefault()
        uploads.add([...event.dataTransfer.files], quill.getSelection()?.index ?? quill.getLength() - 1)
      }}
      className={`teahouse-editor rounded-md border bg-white focus-within:border-teal-700 dark:bg-stone-900 dark:focus-within:border-teal-300 ${dragging ? 'border-teal-700 ring-2 ring-teal-600 dark:border-teal-300 dark:ring-teal-400' : 'border-stone-500 dark:border-stone-500'}`}
    >
      <EditorToolbar ref={setToolbar} label={toolbarLabel} onAddPicture={() => picker.current?.click()} />
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => pickPictures(event.target.files)}
      />
      {asking && <AddressForm id={formId} kind={asking.kind} onDone={applyAddress} />}
      {modules && (
        <ReactQuill
          ref={holdQuill}
          theme=""
          modules={modules}
          formats={[...EDITOR_FORMATS]}
          value={document}
          onChange={(_html, _delta, _source, editor) => onChange({ ops: editor.getContents().ops.flatMap(documentOp) })}
          placeholder={placeholder}
        />
      )}
      <EmbedOfferBar offer={embedOffer.offer} onEmbed={embedOffer.embed} onKeepLink={embedOffer.keepLink} />
      {dragging && (
        <p
          aria-hidden="true"
          className="border-t border-stone-300 p-2 text-center text-sm text-teal-900 dark:border-stone-600 dark:text-teal-100"
        >
          Drop pictures into the text to add them
        </p>
      )}
      <PictureTray
        pending={uploads.pending}
        pictures={picturesIn(value.ops)}
        // A control that takes its own row away gives the focus back to the writing area.
        onCancel={(id) => {
          uploads.cancel(id)
          quillRef.current?.getEditor().focus()
        }}
        onRetry={uploads.retry}
        onDescribe={(picture, alt) => quillRef.current?.getEditor().formatText(picture.index, 1, 'alt', alt || false, 'user')}
        onRemove={(picture) => {
          const quill = quillRef.current?.getEditor()
          quill?.deleteText(picture.index, 1, 'user')
          quill?.focus()
        }}
      />
    </div>
  )
}
