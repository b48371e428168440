import { type ReactNode, useEffect, useRef } from 'react'

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
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = documentTitle ?? `${heading.current?.textContent ?? ''} · Teahouse`
  })
  return (
    <h1 ref={heading} tabIndex={-1} className={`text-2xl font-semibold tracking-tight break-words ${className}`}>
      {children}
    </h1>
  )
}
