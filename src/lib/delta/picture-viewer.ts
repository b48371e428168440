import { createContext, useContext } from 'react'

/**
 * Opens a picture of the content larger (a thread's lightbox), given its `src` as the delta
 * holds it. Where a page provides one, each block picture is a button that opens it;
 * elsewhere (a feed's preview, the composer's) pictures are just pictures.
 */
export const PictureViewer = createContext<((src: string) => void) | null>(null)

export const usePictureViewer = () => useContext(PictureViewer)
