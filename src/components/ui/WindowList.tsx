import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

/**
 * A request to bring an item into view and focus something in it (its `article`, unless
 * `target` names another selector); `seq` makes a repeat a new request. `align: 'nearest'`
 * scrolls only as far as needed, for a control the reader just used.
 */
export interface ScrollRequest {
  key: string
  seq: number
  target?: string
  align?: 'center' | 'nearest'
}

interface Props<T> {
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

/**
 * A long list that scrolls with the page. Short lists are drawn whole, so the browser's
 * find-in-page sees everything; long ones keep only the items near the viewport in the page
 * (TanStack Virtual, heights measured as items draw), so a 4,000-item thread opens fast.
 */
export function WindowList<T>(props: Props<T>) {
  return props.items.length >= props.windowFrom ? <WindowedItems {...props} /> : <AllItems {...props} />
}

/** Focuses the request's target once its item is in the page (a windowed item may take a frame or two). */
function focusItem(list: HTMLElement, request: ScrollRequest, tries = 30): void {
  const element = list.querySelector<HTMLElement>(`[data-item-key="${CSS.escape(request.key)}"] ${request.target ?? 'article'}`)
  if (element) element.focus({ preventScroll: true })
  else if (tries > 0) requestAnimationFrame(() => focusItem(list, request, tries - 1))
}

/**
 * Runs `scroll` for each new request, a frame after the page has drawn: after a navigation the
 * router puts the window back at the top (or where Back left it) once the page has rendered,
 * and a scroll made before that would be undone.
 */
function useScrollRequest(scrollRequest: ScrollRequest | null | undefined, scroll: (request: ScrollRequest) => void) {
  const latest = useRef(scroll)
  useEffect(() => {
    latest.current = scroll
  })
  useEffect(() => {
    if (!scrollRequest) return
    const frame = requestAnimationFrame(() => latest.current(scrollRequest))
    return () => cancelAnimationFrame(frame)
  }, [scrollRequest])
}

function AllItems<T>({ items, itemKey, renderItem, columns = 1, scrollRequest, className = '' }: Props<T>) {
  const list = useRef<HTMLDivElement>(null)
  useScrollRequest(scrollRequest, (request) => {
    if (!list.current) return
    list.current.querySelector(`[data-item-key="${CSS.escape(request.key)}"]`)?.scrollIntoView({ block: request.align ?? 'center' })
    focusItem(list.current, request)
  })
  return (
    <div
      ref={list}
      className={`grid items-start ${className}`}
      style={columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {items.map((item) => (
        <div key={itemKey(item)} data-item-key={itemKey(item)}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  )
}

function WindowedItems<T>({ items, itemKey, renderItem, estimateSize, columns = 1, scrollRequest, className = '', keepKey = null }: Props<T>) {
  const list = useRef<HTMLDivElement>(null)
  // Where the list starts in the page: the virtualizer counts the window's scroll from there.
  const [focused, setFocused] = useState<number | null>(null)
  // Anything above it that grows or shrinks (a notice, a folded cover) resizes the body.
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => {
      const item = items[index]
      return item === undefined ? 100 : estimateSize(item)
    },
    getItemKey: (index) => {
      const item = items[index]
      return item === undefined ? index : itemKey(item)
    },
    lanes: columns,
    overscan: 4,
    // The item holding the focus stays in the page, however far it scrolls: focus is not lost.
    // So does `keepKey`'s (a composer keeps its key and state for a retry that must not post twice).
    rangeExtractor: (range) => {
      const kept = keepKey === null ? -1 : items.findIndex((item) => itemKey(item) === keepKey)
      const extra = [focused, kept].filter((index): index is number => index !== null && index >= 0)
      const indexes = defaultRangeExtractor(range)
      const missing = extra.filter((index) => !indexes.includes(index))
      return missing.length === 0 ? indexes : [...indexes, ...new Set(missing)].sort((a, b) => a - b)
    },
    scrollMargin: top,
    // The window's size is known already: the first render draws the first screen of items
    // instead of nothing (the default, until the window has been measured).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  })
  useScrollRequest(scrollRequest, (request) => {
    const index = items.findIndex((item) => itemKey(item) === request.key)
    if (index === -1 || !list.current) return
    virtualizer.scrollToIndex(index, { align: request.align === 'nearest' ? 'auto' : 'center' })
    focusItem(list.current, request)
  })

  return (
    <div
      ref={list}
      className={className}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      onFocus={(event) => {
        const index = event.target.closest<HTMLElement>('[data-index]')?.dataset.index
        setFocused(index === undefined ? null : Number(index))
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(null)
      }}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index]
        if (item === undefined) return null
        return (
          <div
            key={virtual.key}
            data-index={virtual.index}
            data-item-key={itemKey(item)}
            ref={virtualizer.measureElement}
            className="absolute top-0"
            style={{
              left: `${(virtual.lane * 100) / columns}%`,
              width: `${100 / columns}%`,
              transform: `translateY(${virtual.start - top}px)`,
            }}
          >
            {renderItem(item)}
          </div>
        )
      })}
    </div>
  )
}
