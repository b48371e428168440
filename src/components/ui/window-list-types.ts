import { type ReactNode } from 'react'
import { type ScrollRequest } from './scroll-request'

export interface WindowListProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** A first guess of an item's height in pixels; the real one is measured once drawn. */
  estimateSize: (item: T) => number
  /** From this many items on, only those near the viewport are in the page. */
  windowFrom: number
  /** Columns, filled in reading order, each item in the shortest one (a masonry grid). */
  columns?: number
  scrollRequest?: ScrollRequest | null
  className?: string
  /** An item that stays in the page however far it scrolls (one being written in, whose state must live on). */
  keepKey?: string | null
}
