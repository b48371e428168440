import { type ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  /**
   * Where focus goes when the dialog closes, when not back to what had it before: a dialog
   * opened from a menu item would return it to an item that is gone.
   */
  returnFocus?: () => HTMLElement | null | undefined
}
