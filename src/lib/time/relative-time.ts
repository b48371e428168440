import { wholeNumber } from '../plural'

// English by hand, as `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` words it: why not
// Intl itself is in ../plural.ts; relative-time.test.ts holds the two to the same words.
type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute'

const units: [Unit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** One unit back or ahead, where English has a word for it ("numeric: auto"). */
const adjacent: Partial<Record<Unit, [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
}

/** "3 hours ago", "in 2 days", "yesterday": `value` whole units (never 0) from now. */
export function unitsFromNow(value: number, unit: Unit): string {
  const words = adjacent[unit]
  if (words && Math.abs(value) === 1) return value < 0 ? words[0] : words[1]
  const amount = `${wholeNumber(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`
  return value < 0 ? `${amount} ago` : `in ${amount}`
}

/** "5 minutes ago", "yesterday", "just now": the largest whole unit between `date` and `now`. */
export function relativeTime(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 45) return 'just now'
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return unitsFromNow(Math.trunc(seconds / size), unit)
  }
  return unitsFromNow(Math.round(seconds / 60), 'minute')
}
