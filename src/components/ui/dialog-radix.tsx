import * as RadixDialog from '@radix-ui/react-dialog'
import { type DialogProps } from './dialog-types'

/**
 * A modal dialog on Radix's Dialog: focus is trapped inside and returns to what opened it,
 * Escape and the backdrop close it, the rest of the page is hidden from screen readers.
 * Loaded on demand by `Dialog` (Dialog.tsx).
 */
export function RadixModal({ open, onOpenChange, title, description, children, returnFocus }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 dark:bg-black/75" />
        <RadixDialog.Content
          // Radix wires the description up when there is one; without, the dialog is described by nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.()
            if (!target) return
            event.preventDefault()
            target.focus()
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-xl border border-stone-300 bg-white p-5 text-stone-900 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-stone-700 dark:text-stone-300">{description}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
