import { useEffect, useRef, useSyncExternalStore } from 'react'
import { deferredModule } from './deferred-module'
import { focusItem, useScrollRequest } from './scroll-request'
import { type WindowListProps } from './window-list-types'

export type { ScrollRequest } from './scroll-request'

// The windowing code (TanStack Virtual, a library of its own) is not needed to draw a long
// list's first screen: it loads once that screen is on view (docs/decisions/021).
const windowing = deferredModule(() => import('./WindowedItems'))

/**
 * A long list that scrolls with the page. Short lists are drawn whole, so the browser's
 * find-in-page sees everything; long ones keep only the items near the viewport in the page
 * (`WindowedItems`), so a 4,000-item thread opens fast.
 */
export function WindowList<T>(props: WindowListProps<T>) {
  return props.items.length >= props.windowFrom ? <LongList {...props} /> : <AllItems {...props} />
}

function LongList<T>(props: WindowListProps<T>) {
  const { module, load } = windowing.useModule()
  return module ? <module.WindowedItems {...props} /> : <FirstScreen {...props} onDrawn={load} />
}

function AllItems<T>({ items, itemKey, renderItem, columns = 1, scrollRequest, className = '' }: WindowListProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  useScrollRequest(scrollRequest, (request) => {
    if (!list.current) return
    list.current.querySelector(`[data-item-key="${CSS.escape(request.key)}"]`)?.scrollIntoView({ block: request.align ?? 'center' })
    focusItem(list.current, request)
  })
  return (
    <div ref={list} className={`grid items-start ${className}`} style={gridColumns(columns)}>
      {items.map((item) => (
        <div key={itemKey(item)} data-item-key={itemKey(item)}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  )
}

// The server, and the browser hydrating its HTML, take a phone's screen: a long list's HTML
// holds the items of its first screens, whatever reads it.
const SERVER_SCREEN_PX = 800
const onResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

function useScreenHeight(): number {
  return useSyncExternalStore(
    onResize,
    () => window.innerHeight,
    () => SERVER_SCREEN_PX,
  )
}

/**
 * A long list before its windowing code has loaded: the items that fill the first two screens
 * (by their estimated heights), and below them the room the others will take, so the page is
 * as tall as it will be and a restored scroll position lands where it should. Scroll requests
 * wait for the windowed list, which takes them up when it mounts.
 */
function FirstScreen<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  columns = 1,
  className = '',
  onDrawn,
}: WindowListProps<T> & { onDrawn: () => void }) {
  const screen = 2 * useScreenHeight() * columns
  let count = 0
  let height = 0
  for (const item of items) {
    if (height >= screen) break
    height += estimateSize(item)
    count++
  }
  const rest = items.slice(count).reduce((total, item) => total + estimateSize(item), 0) / columns
  useEffect(() => {
    // After the next frame: the first screen is painted before the windowing code is asked for.
    let timeout: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timeout = setTimeout(onDrawn)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timeout)
    }
  }, [onDrawn])
  return (
    <div className={className}>
      <div className="grid items-start" style={gridColumns(columns)}>
        {items.slice(0, count).map((item) => (
          <div key={itemKey(item)} data-item-key={itemKey(item)}>
            {renderItem(item)}
          </div>
        ))}
      </div>
      <div aria-hidden="true" style={{ height: rest }} />
    </div>
  )
}

const gridColumns = (columns: number) => (columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined)
