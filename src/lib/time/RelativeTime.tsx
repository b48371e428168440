import { useState } from 'react'
import { relativeTime } from './relative-time'
import { useNow } from './use-now'

// Made on first use, not when the app starts: a page's first date-time formatter loads the
// time zone and calendar data, which held back every page's first paint for a title most
// readers never hover.
let fullDate: Intl.DateTimeFormat | undefined
const formatFull = (date: Date) => (fullDate ??= new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' })).format(date)

/**
 * A `<time>` that reads "3 hours ago", with the exact moment in its datetime and, once a
 * pointer rests on it, in its title (the tooltip).
 */
export function RelativeTime({ dateTime, now }: { dateTime: string; now?: Date }) {
  const renderedNow = useNow()
  const date = new Date(dateTime)
  const [title, setTitle] = useState<string>()
  return (
    <time dateTime={dateTime} title={title} onPointerEnter={() => setTitle(formatFull(date))}>
      {relativeTime(date, now ?? renderedNow)}
    </time>
  )
}
