// The searches the benchmark times: 50 of 1–4 words and 10 quoted phrases, drawn
// from the corpus's own words and sentences by a seeded generator, common words and rare ones,
// a few with `-word`, `or` and `#tag`. Each carries what the ILIKE scan looks for in its stead.
import { SeededRandom } from '../../server/db/seed/random'

/** What a scan of the plain text must find for a search: the same thing said with ILIKE. */
export interface ScanTerms {
  /** Each of these, anywhere in the text ('%word%': a prefix as typed matches too). */
  all: string[]
  /** None of these (`-word`). */
  none: string[]
  /** One of each group at least (`a or b`). */
  any: string[][]
  /** `#tag`s: contributions with one of them as index or category tag; comments have none. */
  tags: string[]
}

export interface BenchQuery {
  /** What the search box sends (trimmed, as the app sends it). */
  q: string
  kind: string
  /** Search the Tea Room alone rather than the whole realm. */
  teaRoom: boolean
  scan: ScanTerms
}

const SEED = 2_525

const terms = (partial: Partial<ScanTerms>): ScanTerms => ({ all: [], none: [], any: [], tags: [], ...partial })

/** The words of a text as the scan and the counts see them: lower case letters, four or more. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? []

/**
 * The query set. `documentFrequency`: in how many posts and comments each word occurs;
 * `isStopWord` those the text search configuration drops (a search of them alone finds
 * nothing, which would time nothing); `sentences` the seed's; `tags` the corpus's category
 * and index tags.
 */
export function benchQueries(options: {
  documentFrequency: Map<string, number>
  stopWords: Set<string>
  sentences: string[]
  tags: string[]
}): BenchQuery[] {
  const random = new SeededRandom(SEED)
  const { documentFrequency: df, stopWords } = options
  const ranked = [...df.entries()]
    .filter(([word]) => !stopWords.has(word) && word.length <= 12)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word)
  const common = ranked.slice(0, 40)
  const middle = ranked.slice(Math.floor(ranked.length * 0.2), Math.floor(ranked.length * 0.4))
  const rare = ranked.slice(-150)
  const pick = (list: string[]) => random.pick(list)
  // Words that stand together in one seed sentence, so that a search of all of them finds something.
  const together = (count: number) => {
    for (;;) {
      const words = [...new Set(wordsOf(random.pick(options.sentences)).filter((word) => ranked.includes(word)))]
      if (words.length < count) continue
      const start = random.int(0, words.length - count)
      return words.slice(start, start + count)
    }
  }
  const queries: Omit<BenchQuery, 'teaRoom'>[] = []
  const add = (kind: string, n: number, make: () => [string, ScanTerms]) => {
    for (let i = 0; i < n; i++) {
      const [q, scan] = make()
      queries.push({ q, kind, scan })
    }
  }
  const plain = (words: string[]): [string, ScanTerms] => [words.join(' '), terms({ all: words })]
  add('common word', 8, () => plain([pick(common)]))
  add('rare word', 8, () => plain([pick(rare)]))
  add('middling word', 5, () => plain([pick(middle)]))
  add('common + rare', 5, () => plain([pick(common), pick(rare)]))
  add('two middling', 4, () => plain([pick(middle), pick(middle)]))
  add('three words', 5, () => plain(together(3)))
  add('four words', 4, () => plain(together(4)))
  add('-word', 4, () => {
    const [word, not] = [pick(random.chance(0.5) ? common : middle), pick(common)]
    return [`${word} -${not}`, terms({ all: [word], none: [not] })]
  })
  add('or', 3, () => {
    const [a, b] = [pick(rare), pick(random.chance(0.5) ? rare : middle)]
    return [`${a} or ${b}`, terms({ any: [[a, b]] })]
  })
  add('#tag', 4, () => {
    const tag = pick(options.tags)
    if (random.chance(0.5)) return [`#${tag}`, terms({ tags: [tag] })]
    const word = pick(middle)
    return [`#${tag} ${word}`, terms({ tags: [tag], all: [word] })]
  })
  add('phrase', 10, () => {
    const phrase = phraseOf(random, options.sentences, df, stopWords, queries.length % 2 === 0)
    return [`"${phrase}"`, terms({ all: [phrase.toLowerCase()] })]
  })
  // Every fifth search narrows to the Tea Room (a board filter), the rest search the realm.
  return queries.map((query, i) => ({ ...query, teaRoom: i % 5 === 4 }))
}

/**
 * 2–4 words that follow each other in a seed sentence, blanks between them only (so the scan
 * finds them as typed); with a rare word among them or common words only.
 */
function phraseOf(
  random: SeededRandom,
  sentences: string[],
  df: Map<string, number>,
  stopWords: Set<string>,
  withRareWord: boolean,
): string {
  const rarest = (words: string[]) => Math.min(...words.map((word) => df.get(word) ?? Number.MAX_SAFE_INTEGER))
  const threshold = [...df.values()].sort((a, b) => a - b)[Math.floor(df.size * 0.3)] ?? 0
  for (;;) {
    const tokens = random.pick(sentences).split(' ')
    const length = random.int(2, 4)
    if (tokens.length < length) continue
    const start = random.int(0, tokens.length - length)
    const words = tokens.slice(start, start + length)
    // Letters only, and a word the search keeps among them (not only words like "there were").
    const kept = wordsOf(words.join(' ')).filter((word) => !stopWords.has(word))
    if (!words.every((word) => /^[A-Za-z]+$/.test(word)) || kept.length === 0) continue
    if (withRareWord === rarest(kept) <= threshold) return words.join(' ')
  }
}
