/** A board's slug as the server takes it (^[a-z0-9-]{2,40}$): "The Tea Room" → "the-tea-room". */
export function slugFromName(name: string): string {
  return (
    name
      // "é" as "e" and its accent, and the accent dropped.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '')
  )
}
