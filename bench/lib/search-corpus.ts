// The search benchmark's corpus: 10,000 threads in 50 boards of the demo realm, holding
// 100,000 contributions and 200,000 comments, made from the demo seed's own sentences by the
// seed's own generator and thread builder (server/db/seed), so that every row looks like the
// seed's and comes out the same on every run. Its search words are searchTextOf's, as every write
// of the API stores them; the database fills the search documents from them (migration 0009).
import { eq, inArray, sql } from 'drizzle-orm'
import { searchTextOf } from '../../server/lib/excerpt'
import { boards, comments, identities, posts, realms, seasons, threadIdentities, threads, users } from '../../server/db/schema'
import { bigThread, boardStarters, commentLines, diaryLines, replyLines, type StarterText } from '../../server/db/seed/corpus'
import { SeededRandom } from '../../server/db/seed/random'
import { SeedRows } from '../../server/db/seed/thread-builder'
import { demoMembers } from '../../server/db/seed/users'
import type { Db } from '../../server/db/types'
import { wordsOf } from './search-queries'

const corpusSize = { threads: 10_000, posts: 100_000, comments: 200_000, boards: 50 }

const SEED = 25_250_025
const DAY = 86_400_000
// The forum's past: threads start over the two years before the seed's 40 days, and each runs up
// to a month but ends before them. The seed's threads stay the newest, so that the feed pages and
// the big thread the API benchmark reads are the same with the corpus as without it, while the
// tables and the Tea Room under them are bigger.
const FIRST_START = 730 * DAY
const LAST_START = 45 * DAY
const LAST_END = 41 * DAY
// The corpus's 49 boards of its own, and the Tea Room, whose feed the API benchmark reads: its
// feed pages then run through a board that grew too. Every tenth one is for members only.
const NEW_BOARDS = corpusSize.boards - 1
const THREADS_PER_BATCH = 500
const ROWS_PER_INSERT = 1000

const starters = Object.values(boardStarters).flat()
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0)
/** Every sentence the seed writes. */
export const seedSentences = [
  ...new Set(
    [...starters, bigThread]
      .flatMap((text) => text.paragraphs)
      .concat(replyLines, diaryLines, commentLines)
      .flatMap(sentencesOf),
  ),
]

/**
 * A sentence of the seed, picked so that a few are common and most are rare, as words are in
 * a real forum: the i-th of the shuffled list comes up about i^(-2/3) as often as the first.
 */
function sentencePicker(random: SeededRandom): () => string {
  const shuffled = [...seedSentences]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string]
  }
  return () => shuffled[Math.floor(random.next() ** 3 * shuffled.length)] as string
}

/** The corpus's category and index tags: the seed starters'. */
export const corpusTags = [...new Set(starters.flatMap((text) => [...text.categories, ...(text.indexTags ?? [])]))].sort()

const compose = (pick: () => string, random: SeededRandom, min: number, max: number) =>
  Array.from({ length: random.int(min, max) }, pick).join(' ')

/** A starter in the seed's shape: a seed starter's title and tags, and 1–3 paragraphs of seed sentences. */
function starterText(pick: () => string, random: SeededRandom): StarterText {
  const template = random.pick(starters)
  return {
    title: template.title,
    paragraphs: Array.from({ length: random.int(1, 3) }, () => compose(pick, random, 1, 4)),
    categories: template.categories,
    ...(template.indexTags ? { indexTags: template.indexTags } : {}),
    ...(template.whisperTags ? { whisperTags: template.whisperTags } : {}),
    ...(template.contentWarnings ? { contentWarnings: template.contentWarnings } : {}),
  }
}

/** How many of `total` fall to each of `buckets`, every one drawn at random: uneven, as threads are. */
function spread(random: SeededRandom, total: number, buckets: number): number[] {
  const counts = new Array<number>(buckets).fill(0)
  for (let i = 0; i < total; i++) {
    const bucket = random.int(0, buckets - 1)
    counts[bucket] = (counts[bucket] ?? 0) + 1
  }
  return counts
}

interface CorpusBoard {
  id: string
  slug: string
  name: string
  membersOnly: boolean
}

/** The corpus's new boards, ids from the generator. */
function newBoards(random: SeededRandom): CorpusBoard[] {
  return Array.from({ length: NEW_BOARDS }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return { id: random.uuid(), slug: `corpus-${n}`, name: `Corpus ${n}`, membersOnly: (i + 1) % 10 === 0 }
  })
}

interface CorpusThread {
  threads: (typeof threads.$inferInsert)[]
  threadIdentities: (typeof threadIdentities.$inferInsert)[]
  posts: (typeof posts.$inferInsert)[]
  comments: (typeof comments.$inferInsert)[]
}

interface DemoFacts {
  realmId: string
  teaRoomId: string
  /** The demo members' user ids: every corpus row is written by one of them. */
  voices: string[]
  /** The demo realm's identity pool. */
  pool: string[]
}

async function demoFacts(db: Db): Promise<DemoFacts> {
  const [realm] = await db.select({ id: realms.id }).from(realms).where(eq(realms.slug, 'demo'))
  if (!realm) throw new Error('the demo realm is missing: the database must be seeded first')
  const [teaRoom] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(sql`${boards.realmId} = ${realm.id} and ${boards.slug} = 'tea-room'`)
  const members = await db.select({ id: users.id }).from(users).where(inArray(users.username, demoMembers)).orderBy(users.username)
  const pool = await db
    .select({ id: identities.id })
    .from(identities)
    .innerJoin(seasons, eq(seasons.id, identities.seasonId))
    .where(eq(seasons.realmId, realm.id))
    .orderBy(seasons.position, identities.index)
  if (!teaRoom) throw new Error('the Tea Room is missing')
  return { realmId: realm.id, teaRoomId: teaRoom.id, voices: members.map((m) => m.id), pool: pool.map((i) => i.id) }
}

/**
 * The whole corpus, a batch of threads at a time (every row of a batch in memory, never the
 * whole corpus): the same rows, ids included, for the same `now` but for its timestamps.
 */
function* corpusBatches(facts: DemoFacts, boardIds: string[], random: SeededRandom, now: Date): Generator<CorpusThread> {
  const pickSentence = sentencePicker(random)
  // Each reply or comment says 1–4 or 1–2 seed sentences; the thread builder picks them from these.
  const replyPool = Array.from({ length: 30_000 }, () => compose(pickSentence, random, 1, 4))
  const commentPool = Array.from({ length: 50_000 }, () => compose(pickSentence, random, 1, 2))
  const { threads: threadCount, posts: postCount, comments: commentCount } = corpusSize
  const repliesOf = spread(random, postCount - threadCount, threadCount)
  const commentsOf = spread(random, commentCount, threadCount)
  for (let first = 0; first < threadCount; first += THREADS_PER_BATCH) {
    const rows = new SeedRows(random, () => facts.pool)
    for (let t = first; t < Math.min(threadCount, first + THREADS_PER_BATCH); t++) {
      const startAt = new Date(now.getTime() - random.int(LAST_START, FIRST_START))
      const endAt = new Date(Math.min(startAt.getTime() + random.int(3_600_000, 30 * DAY), now.getTime() - LAST_END))
      rows.addThread({
        boardId: random.pick(boardIds),
        starterAuthor: random.pick(facts.voices),
        text: starterText(pickSentence, random),
        defaultView: 'thread',
        startAt,
        endAt,
        replies: repliesOf[t] ?? 0,
        comments: commentsOf[t] ?? 0,
        voices: facts.voices,
        replyLines: replyPool,
        commentLines: commentPool,
      })
    }
    yield {
      threads: rows.threads,
      threadIdentities: rows.threadIdentities,
      // Their words for search, as every write of the API stores them (db/queries/replies.ts).
      posts: rows.posts.map((row) => ({ ...row, searchText: searchTextOf(row.content) })),
      comments: rows.comments.map((row) => ({ ...row, searchText: searchTextOf(row.content) })),
    }
  }
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT))
}

// The GIN indexes of the search documents (migration 0009), dropped while the rows go in and
// made again in one pass at the end: the same indexes, built much faster than row by row.
const searchIndexes = ['posts_search_document', 'comments_search_document']

/**
 * Adds the corpus to a migrated and seeded database: its boards, then its threads in batches,
 * each batch one transaction of multi-row inserts. Answers the rows it added.
 */
export async function buildCorpus(
  db: Db,
  now: Date,
  log: (line: string) => void,
): Promise<{ posts: number; comments: number; documentFrequency: Map<string, number> }> {
  const random = new SeededRandom(SEED)
  const facts = await demoFacts(db)
  const added = newBoards(random)
  await db
    .insert(boards)
    .values(added.map((board, i) => ({ ...board, realmId: facts.realmId, tagline: 'A board of the search benchmark.', position: 10 + i })))
  const definitions = await db.execute(
    sql`select indexdef from pg_indexes where indexname in (${sql.join(
      searchIndexes.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )
  const indexDefs = rowsOf<{ indexdef: string }>(definitions).map((row) => row.indexdef)
  for (const name of searchIndexes) await db.execute(sql.raw(`drop index if exists ${name}`))
  let totalPosts = 0
  let totalComments = 0
  // In how many rows each word occurs: the searches are drawn from these (search-queries.ts).
  const documentFrequency = new Map<string, number>()
  for (const batch of corpusBatches(facts, [facts.teaRoomId, ...added.map((board) => board.id)], random, now)) {
    await db.transaction(async (tx) => {
      await insertChunks(batch.threads, (chunk) => tx.insert(threads).values(chunk))
      await insertChunks(batch.threadIdentities, (chunk) => tx.insert(threadIdentities).values(chunk))
      // Parents before children: the builder lists each thread's rows in creation order.
      await insertChunks(batch.posts, (chunk) => tx.insert(posts).values(chunk))
      await insertChunks(batch.comments, (chunk) => tx.insert(comments).values(chunk))
    })
    totalPosts += batch.posts.length
    totalComments += batch.comments.length
    for (const row of [...batch.posts, ...batch.comments]) {
      for (const word of new Set(wordsOf(row.searchText ?? ''))) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1)
    }
    log(`  ${totalPosts} contributions, ${totalComments} comments`)
  }
  log('  the search indexes')
  await db.execute(sql`set maintenance_work_mem = '256MB'`)
  for (const definition of indexDefs) await db.execute(sql.raw(definition))
  // A forum that grew this big on PostgreSQL has been analyzed by autovacuum long since.
  await db.execute(sql`vacuum analyze`)
  return { posts: totalPosts, comments: totalComments, documentFrequency }
}

/** Rows of an execute() answer: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows
}
