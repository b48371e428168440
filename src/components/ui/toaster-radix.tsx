import * as RadixToast from '@radix-ui/react-toast'
import { dismissToast, type Toast } from './toasts'

const tones = {
  info: 'border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900',
  error: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
}

/**
 * Toasts on Radix's Toast: announced to screen readers (errors at once, the rest politely),
 * paused while hovered or focused, dismissed by swipe, Escape or the close button, and
 * reachable with F8. Loaded on demand by `Toaster` (Toaster.tsx).
 */
export function RadixToaster({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <RadixToast.Provider swipeDirection="down" duration={6000}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => open || dismissToast(toast.id)}
          className={`flex items-start gap-3 rounded-lg border p-4 text-stone-900 shadow-lg dark:text-stone-100 ${tones[toast.tone]}`}
        >
          <div className="min-w-0 flex-1 wrap-anywhere">
            <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                {toast.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label="Dismiss"
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl hover:bg-stone-200 dark:hover:bg-stone-800"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:mx-0" />
    </RadixToast.Provider>
  )
}
