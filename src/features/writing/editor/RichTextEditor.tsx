import { lazy, Suspense } from 'react'
import { type EditorProps } from './editor-types'

// Quill and its styles are their own chunk, fetched when the first editor opens: nobody who
// only reads pays for it (decision 018).
const loadQuillEditor = () => import('./QuillEditor')
const QuillEditor = lazy(loadQuillEditor)

/** Starts fetching the editor's chunk now, for a composer about to draw it. */
export function preloadEditor(): void {
  void loadQuillEditor()
}

/** The one rich-text editor of the app: a toolbar and a writing area, on react-quill-new. */
export function RichTextEditor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex min-h-36 items-center justify-center rounded-md border border-stone-400 text-sm text-stone-700 dark:border-stone-600 dark:text-stone-300"
        >
          Opening the editor…
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  )
}
