/*
 * Reading a page address's search parameters (a route's `validateSearch`). An address is typed,
 * pasted and kept for years, so a value this app cannot use is dropped, never an error page.
 * Plain functions rather than zod: every page reads its address before the app takes it over,
 * and zod loads only with the first answer from the server (docs/decisions/040).
 */

/**
 * Text of at most `maxLength` characters (any length without one), else undefined. A number or a boolean counts as its
 * text: the router reads `?q=42` (a form's, a hand-typed address's) as JSON, the number 42.
 */
export function searchText(value: unknown, maxLength = Infinity): string | undefined {
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
  return typeof text === 'string' && text.length <= maxLength ? text : undefined
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A uuid (a post's, a comment's), else undefined. */
export function searchUuid(value: unknown): string | undefined {
  return typeof value === 'string' && uuidPattern.test(value) ? value : undefined
}
