/** Whether `If-None-Match` names `etag` (or `*`): the client's copy is current, 304. Weak tags match too. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
}
