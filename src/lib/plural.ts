/*
 * English by hand, not through Intl: the first Intl formatter a page makes loads the locale
 * data, tens of milliseconds of a phone's main thread before the first paint (every page shows
 * counts and times), for wording this English-only app knows already. The tests hold the
 * wording to the platform's (plural.test.ts, relative-time.test.ts).
 */

/** 1234567 → "1,234,567", as `toLocaleString('en')` writes a whole number. */
export function wholeNumber(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en')
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** "1 post", "3 posts", "1,024 comments": English plurals. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${wholeNumber(count)} ${Math.abs(count) === 1 ? one : other}`
}
