/** The notifications bell. Drawn, not an emoji: not every system has an emoji font. */
export function BellIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`fill-current ${className}`}>
      <path d="M10 2a5.5 5.5 0 0 0-5.5 5.5v2.8L3.2 13A1 1 0 0 0 4.1 14.5h11.8a1 1 0 0 0 .9-1.5l-1.3-2.7V7.5A5.5 5.5 0 0 0 10 2Zm0 16.5A2.5 2.5 0 0 1 7.6 16.5h4.8A2.5 2.5 0 0 1 10 18.5Z" />
    </svg>
  )
}
