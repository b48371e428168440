/*
 * Reading a page address's search parameters. An address is typed, pasted and kept for years,
 * so a value this app cannot use is dropped, never an error page. Plain functions rather than
 * zod: every page reads its address before the app takes it over, and zod loads only with the
 * first answer from the server (docs/decisions/040).
 *
 * The router reads and writes every address with `parseSearch` and `stringifySearch`, in the
 * browser and when the server draws a page, so both see the same values and the same canonical
 * address (the server sends any other address to its canonical one: server/pages/pages.ts,
 * docs/decisions/043).
 */

/**
 * An address's parameters as its text says, every value a string (`?category=42` is the text
 * "42", not the router's default JSON number). A name given twice keeps its first value.
 */
export function parseSearch(searchString: string): Record<string, string> {
  // No prototype: a parameter named `__proto__` or `constructor` is only a name.
  const search: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, value] of new URLSearchParams(searchString)) {
    if (!Object.hasOwn(search, name)) search[name] = value
  }
  return search
}

/** The address's query for `search` (with its `?`, or nothing): text as it is, leaving out what is undefined. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined) params.set(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Text of at most `maxLength` characters (any length without one), else undefined. */
export function searchText(value: unknown, maxLength = Infinity): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A uuid (a post's, a comment's), else undefined. */
export function searchUuid(value: unknown): string | undefined {
  return typeof value === 'string' && uuidPattern.test(value) ? value : undefined
}
