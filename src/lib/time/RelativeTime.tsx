import { relativeTime } from './relative-time'

const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' })

/** A `<time>` that reads "3 hours ago", with the exact moment in its title and datetime. */
export function RelativeTime({ dateTime, now = new Date() }: { dateTime: string; now?: Date }) {
  const date = new Date(dateTime)
  return (
    <time dateTime={dateTime} title={fullDate.format(date)}>
      {relativeTime(date, now)}
    </time>
  )
}
