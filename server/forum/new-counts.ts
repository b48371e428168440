import type { ReaderVisit } from './answer-json'

/**
 * Who wrote what when, sorted by time, overall and per author: how many items are new to a
 * reader is then two binary searches, not a walk over every post of a 4,000-row thread.
 */
export interface Tally {
  times: Float64Array
  byAuthor: Map<string, Float64Array>
}

export function tally(items: readonly { authorId: string; createdAt: Date }[]): Tally {
  const byAuthor = new Map<string, number[]>()
  for (const item of items) {
    const times = byAuthor.get(item.authorId)
    if (times) times.push(item.createdAt.getTime())
    else byAuthor.set(item.authorId, [item.createdAt.getTime()])
  }
  const sorted = (times: number[]) => Float64Array.from(times).sort()
  return {
    times: sorted(items.map((item) => item.createdAt.getTime())),
    byAuthor: new Map([...byAuthor].map(([author, times]) => [author, sorted(times)])),
  }
}

/** How many of the tallied items are new to `reader`: someone else's, after their last visit. */
export function countNew(counted: Tally, reader: ReaderVisit): number {
  if (reader.viewerId === null) return 0
  const own = counted.byAuthor.get(reader.viewerId)
  return countAfter(counted.times, reader.visitedAt) - (own ? countAfter(own, reader.visitedAt) : 0)
}

function countAfter(times: Float64Array, after: number | null): number {
  if (after === null) return times.length
  let low = 0
  let high = times.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((times[middle] ?? 0) > after) high = middle
    else low = middle + 1
  }
  return times.length - low
}
