import { type CSSProperties } from 'react'
import { assetUrl } from '../../lib/asset-url'

interface AvatarProps {
  path: string
  size: number
  /** The picture's name for screen readers; without one it is decoration. */
  label?: string
  className?: string
  style?: CSSProperties
}

/**
 * A picture from the API (avatar, accessory). One that points nowhere safe becomes a blank
 * disc instead of breaking the page it is on.
 */
export function Avatar({ path, size, label, className = '', style }: AvatarProps) {
  const src = assetUrl(path)
  if (!src) {
    const blank = `inline-block rounded-full bg-stone-300 dark:bg-stone-700 ${className}`
    const box = { width: size, height: size, ...style }
    return label ? (
      <span role="img" aria-label={label} className={blank} style={box} />
    ) : (
      <span aria-hidden="true" className={blank} style={box} />
    )
  }
  // Lazy: a feed or thread names dozens of them, and each SVG costs the main thread a document
  // of its own; those far below the screen can wait until the reader gets near them.
  return <img src={src} alt={label ?? ''} width={size} height={size} loading="lazy" className={className} style={style} />
}
