/**
 * An infinite query's `getNextPageParam` for answers paged by `cursor.next`: the next page's
 * cursor, or undefined at the last page — or when the server names the same cursor again,
 * which would otherwise be asked for forever.
 */
export const nextCursor = (last: { cursor: { next: string | null } }, _pages: unknown, lastCursor: string | null | undefined) =>
  last.cursor.next && last.cursor.next !== lastCursor ? last.cursor.next : undefined
