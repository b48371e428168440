import { isValidElement, type ReactNode } from 'react'
import { usePageHead } from './page-head'

/** The words of a heading's children: its text and numbers, in elements too. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

/**
 * The page's one h1. It takes focus after each navigation (see use-focus-on-navigation),
 * so screen-reader users hear where they arrived; tabIndex -1 makes it focusable by script
 * only. The document title follows it: "<heading> · Teahouse" unless the page says better.
 */
export function PageHeading({
  children,
  className = '',
  documentTitle,
}: {
  children: ReactNode
  className?: string
  documentTitle?: string
}) {
  usePageHead({ title: documentTitle ?? `${textOf(children)} · Teahouse` })
  return (
    <h1 tabIndex={-1} className={`text-2xl font-semibold tracking-tight break-words ${className}`}>
      {children}
    </h1>
  )
}
