import { type RefObject, useEffect, useMemo, useSyncExternalStore } from 'react'
import type ReactQuill from 'react-quill-new'
import { pictureUploadsFor } from './picture-uploads'

/**
 * The uploads of the editor named `key` (picture-uploads.ts), attached to its Quill once
 * `ready`: the tray's list, and what the paste, drop and picker handlers call.
 */
export function usePictureUploads(key: string, quillRef: RefObject<ReactQuill | null>, ready: boolean) {
  const store = useMemo(() => pictureUploadsFor(key), [key])
  const pending = useSyncExternalStore(store.subscribe, store.snapshot)
  useEffect(() => {
    if (!ready) return
    return store.attach(() => quillRef.current?.getEditor() ?? null)
  }, [store, ready, quillRef])
  return useMemo(
    () => ({
      pending,
      add: (files: readonly File[], index: number) => store.add(files, index),
      cancel: (id: string) => store.cancel(id),
      retry: (id: string) => store.retry(id),
    }),
    [pending, store],
  )
}
