import { createContext, useContext } from 'react'

/** A picture of the content as the delta holds it (its `src` before assetUrl). */
export interface ViewedPicture {
  src: string
  alt: string
  width: number | null
  height: number | null
}

/**
 * Opens a picture of the content larger (a thread's lightbox). Where a page provides one, each
 * block picture is a button that opens it; elsewhere (a feed's preview, the composer's)
 * pictures are just pictures.
 */
export const PictureViewer = createContext<((picture: ViewedPicture) => void) | null>(null)

export const usePictureViewer = () => useContext(PictureViewer)

/**
 * How wide a post's pictures are drawn (the `sizes` of their `srcset`): by default the whole
 * column (48rem less its padding) on a wide screen, the screen less its margins on a phone; a
 * layout of narrower cards says so, and the browser picks a smaller copy.
 */
export const PictureSizes = createContext('(min-width: 48rem) 44rem, calc(100vw - 3rem)')
