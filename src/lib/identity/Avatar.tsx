import { type CSSProperties } from 'react'
import { assetUrl } from '../../api/client'

/**
 * A decorative picture from the API (avatar, accessory). One that points nowhere safe
 * becomes a blank disc instead of breaking the page it is on.
 */
export function Avatar({ path, size, className = '', style }: { path: string; size: number; className?: string; style?: CSSProperties }) {
  const src = assetUrl(path)
  if (!src) return <span aria-hidden="true" className={`inline-block rounded-full bg-stone-300 dark:bg-stone-700 ${className}`} style={{ width: size, height: size, ...style }} />
  return <img src={src} alt="" width={size} height={size} className={className} style={style} />
}
