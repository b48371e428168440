import * as RadixDialog from '@radix-ui/react-dialog'
import { type KeyboardEvent, useRef, useState } from 'react'
import { type LightboxProps } from './lightbox-types'

const CONTROL_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-white/50 px-3 text-sm font-medium text-white hover:bg-white/15 focus-visible:outline-white disabled:opacity-40'

/**
 * The lightbox on Radix's Dialog: focus stays inside and goes back to the picture that opened
 * it, Escape closes, the page behind is hidden from screen readers. Arrow keys (and the
 * buttons) go to the previous and next picture of the thread. "Actual size" shows the picture
 * at its own pixels, scrolled by finger or by the arrow keys (the buttons then go from one to
 * the next); fitted, a phone's pinch zooms it.
 */
export function RadixLightbox({ pictures, index, onIndexChange, onClose }: LightboxProps) {
  const [zoomed, setZoomed] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const picture = index === null ? undefined : pictures[index]
  const count = pictures.length
  const go = (step: number) => {
    if (index === null || count < 2) return
    setZoomed(false)
    onIndexChange((index + step + count) % count)
  }
  const arrows = (event: KeyboardEvent) => {
    // At actual size the arrow keys scroll the picture; the buttons still go from one to the next.
    if (zoomed) return
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }
  const position = index === null ? '' : `Picture ${index + 1} of ${count}`
  return (
    <RadixDialog.Root
      open={picture !== undefined}
      onOpenChange={(open) => {
        if (open) return
        // Each opening starts fitted to the screen.
        setZoomed(false)
        onClose()
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/90" />
        <RadixDialog.Content
          aria-describedby={undefined}
          // There is no Radix trigger (a picture of the page opens it): focus goes back by hand.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          onKeyDown={arrows}
          className="fixed inset-0 z-50 flex flex-col text-white"
        >
          <div className="flex flex-wrap items-center gap-2 p-2">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-sm">
              {position}
              {picture?.alt ? `: ${picture.alt}` : ''}
            </RadixDialog.Title>
            <button type="button" className={CONTROL_CLASS} aria-pressed={zoomed} onClick={() => setZoomed((before) => !before)}>
              Actual size
            </button>
            <RadixDialog.Close className={CONTROL_CLASS}>Close</RadixDialog.Close>
          </div>
          {picture && (
            <div
              // Scrollable by keyboard when at its own size: it is then a region to move about in.
              tabIndex={zoomed ? 0 : -1}
              aria-label={zoomed ? 'Picture at actual size, scrollable' : undefined}
              role={zoomed ? 'region' : undefined}
              className={zoomed ? 'min-h-0 flex-1 overflow-auto' : 'flex min-h-0 flex-1 touch-pinch-zoom items-center justify-center p-2'}
            >
              <img
                key={picture.src}
                src={picture.src}
                srcSet={zoomed ? undefined : picture.srcSet}
                sizes={picture.srcSet && !zoomed ? '100vw' : undefined}
                alt={picture.alt}
                width={picture.width ?? undefined}
                height={picture.height ?? undefined}
                className={zoomed ? 'max-w-none' : 'h-auto max-h-full w-auto max-w-full object-contain'}
              />
            </div>
          )}
          {count > 1 && (
            <div className="flex justify-between gap-2 p-2">
              <button type="button" className={CONTROL_CLASS} onClick={() => go(-1)}>
                ← Previous
              </button>
              <button type="button" className={CONTROL_CLASS} onClick={() => go(1)}>
                Next →
              </button>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
