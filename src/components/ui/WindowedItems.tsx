import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import { focusItem, useScrollRequest } from './scroll-request'
import { type WindowListProps } from './window-list-types'

/**
 * A long list that keeps only the items near the viewport in the page (TanStack Virtual,
 * heights measured as items draw), so a 4,000-item thread opens fast. Loaded by `WindowList`
 * once the first screen of items has drawn (docs/decisions/021).
 */
export function WindowedItems<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  columns = 1,
  scrollRequest,
  className = '',
  keepKey = null,
}: WindowListProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  // The index of the item holding the focus, which stays in the page (see rangeExtractor).
  const [focused, setFocused] = useState<number | null>(null)
  // Where the list starts in the page: the virtualizer counts the window's scroll from there.
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
