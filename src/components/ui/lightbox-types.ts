/** A picture as the lightbox shows it: the addresses are safe already, the size its own. */
export interface LightboxPicture {
  src: string
  srcSet?: string
  alt: string
  width: number | null
  height: number | null
}

export interface LightboxProps {
  pictures: LightboxPicture[]
  /** The picture shown; null: closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
}
