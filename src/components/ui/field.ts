/** The look of a text field (and its label above it), the same on every form. */
export const fieldClass =
  'mt-1 block w-full min-h-11 rounded-md border border-stone-500 bg-white px-3 py-2 dark:border-stone-500 dark:bg-stone-900'

/** A form's error beside the fields: what went wrong, in the server's words where it gave some. */
export const formErrorClass =
  'rounded-md border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
