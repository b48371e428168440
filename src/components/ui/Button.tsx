import { type ComponentProps } from 'react'

type Variant = 'primary' | 'secondary' | 'quiet'

const variants: Record<Variant, string> = {
  primary: 'bg-teal-800 text-white hover:bg-teal-900 dark:bg-teal-300 dark:text-stone-950 dark:hover:bg-teal-200',
  secondary:
    'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-500 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
  quiet: 'text-teal-800 underline-offset-2 hover:underline dark:text-teal-300',
}

/** Class names of a button, for links that should look like one. */
export function buttonClass(variant: Variant = 'secondary', extra = ''): string {
  // 44 px tall at most sizes: a comfortable touch target (WCAG 2.5.8 asks for 24).
  const shape = variant === 'quiet' ? 'min-h-6 px-1' : 'min-h-11 rounded-md px-4 py-2 font-medium'
  return `inline-flex items-center justify-center gap-2 ${shape} ${variants[variant]} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${extra}`
}

export function Button({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}
