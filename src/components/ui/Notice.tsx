import { type ReactNode } from 'react'

/** A boxed message for empty and error states, with room for a way out (a link or a button). */
export function Notice({ title, children, tone = 'neutral' }: { title: string; children?: ReactNode; tone?: 'neutral' | 'error' }) {
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950'
      : 'border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900'
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={`rounded-lg border p-5 ${colours}`}>
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-2 space-y-3">{children}</div>}
    </div>
  )
}
