import { hashPassword, PUBLIC_PASSWORD_COST, UNUSABLE_PASSWORD_HASH } from '../../lib/passwords'
import type { Db } from '../types'
import {
  boards,
  comments,
  decorations,
  friends,
  identities,
  posts,
  realmMembers,
  realms,
  seasons,
  threadIdentities,
  threads,
  threadUserStates,
  users,
} from '../schema'
import { bigThread, boardStarters, commentLines, diaryLines, replyLines, type StarterText } from './corpus'
import { accessories, avatarPath, demoSeasons, elsewhereSeasons, identityColors, type SeasonSeed } from './identities'
import { SeededRandom } from './random'
import { SeedRows } from './thread-builder'
import { demoMembers, elsewhereMembers, friendships, moderators, people } from './users'

const DAY = 86_400_000
const SEED = 20_261_121

type BoardKey = keyof typeof boardStarters

const boardSeeds: { key: BoardKey; realm: 'demo' | 'elsewhere'; name: string; tagline: string; membersOnly: boolean }[] = [
  { key: 'tea-room', realm: 'demo', name: 'The Tea Room', tagline: 'Brewing, gear, recipes and stories.', membersOnly: false },
  { key: 'gallery', realm: 'demo', name: 'Gallery', tagline: 'Pictures, crafts and cups worth showing off.', membersOnly: false },
  { key: 'kettle-corner', realm: 'demo', name: 'Kettle Corner', tagline: 'Off-topic chat while the water boils.', membersOnly: false },
  { key: 'back-room', realm: 'demo', name: 'Back Room', tagline: 'Members only: plans, drafts and secrets.', membersOnly: true },
  { key: 'harbor', realm: 'elsewhere', name: 'The Harbor', tagline: 'A seaside tea shack, for its regulars.', membersOnly: true },
]

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500))
}

/**
 * The demo data (design: demo data), the same on every install but for timestamps, which
 * lie in the weeks before `now` so that the forum looks alive. Runs in one transaction:
 * a failed seed leaves an empty database, and the next start seeds again.
 * The same ids on every install, the big thread on the Tea Room (docs/decisions/007).
 */
export async function seedDemo(database: Db, now: Date): Promise<void> {
  const random = new SeededRandom(SEED)
  const ago = (ms: number) => new Date(now.getTime() - ms)

  const userIds = Object.fromEntries(people.map((person) => [person.key, random.uuid()]))
  const id = (key: string) => {
    const value = userIds[key]
    if (!value) throw new Error(`No seeded user ${key}`)
    return value
  }
  const userRows = await Promise.all(
    people.map(async (person) => ({
      id: id(person.key),
      email: person.email,
      username: person.key,
      // The demo's passwords are public (printed at every start): see PUBLIC_PASSWORD_COST.
      passwordHash: person.password ? await hashPassword(person.password, PUBLIC_PASSWORD_COST) : UNUSABLE_PASSWORD_HASH,
      createdAt: ago(120 * DAY),
    })),
  )

  const realmIds = { demo: random.uuid(), elsewhere: random.uuid() }
  const boardIds = Object.fromEntries(boardSeeds.map((board) => [board.key, random.uuid()])) as Record<BoardKey, string>

  const seasonRows: (typeof seasons.$inferInsert)[] = []
  const identityRows: (typeof identities.$inferInsert & { id: string })[] = []
  const poolOf: Record<'demo' | 'elsewhere', string[]> = { demo: [], elsewhere: [] }
  const addSeasons = (realm: 'demo' | 'elsewhere', seeds: SeasonSeed[]) =>
    seeds.forEach((season, position) => {
      const seasonId = random.uuid()
      seasonRows.push({ id: seasonId, realmId: realmIds[realm], name: season.name, position })
      season.identities.forEach((name, index) => {
        const identityId = random.uuid()
        identityRows.push({
          id: identityId,
          seasonId,
          index: index + 1,
          name,
          avatar: avatarPath(name),
          color: random.chance(0.8) ? random.pick(identityColors) : null,
          accessory: random.chance(0.2) ? random.pick(accessories) : null,
        })
        poolOf[realm].push(identityId)
      })
    })
  addSeasons('demo', demoSeasons)
  addSeasons('elsewhere', elsewhereSeasons)

  const realmOfBoard = new Map(boardSeeds.map((board) => [boardIds[board.key], board.realm]))
  const rows = new SeedRows(random, (boardId) => poolOf[realmOfBoard.get(boardId) ?? 'demo'])
  const demoVoices = demoMembers.map(id)
  const threadIdsOf: Partial<Record<BoardKey, string[]>> = {}

  for (const board of boardSeeds) {
    const voices = board.realm === 'demo' ? demoVoices : elsewhereMembers.map(id)
    threadIdsOf[board.key] = boardStarters[board.key].map((text: StarterText, index) => {
      const startAt = ago(random.int(2 * 60 * 60_000, 40 * DAY))
      const endAt = new Date(Math.min(startAt.getTime() + random.int(60 * 60_000, 12 * DAY), now.getTime() - 10 * 60_000))
      // bo starts the first thread of every demo board, so e2e can count on one of his.
      const starterAuthor = board.realm === 'demo' && index === 0 ? id('bo') : random.pick(voices)
      const galleryish = board.key === 'gallery' ? index < 6 : text.image !== undefined && random.chance(0.5)
      const quiet = random.chance(0.15)
      const replies = quiet ? 0 : random.int(1, 12)
      return rows.addThread({
        boardId: boardIds[board.key],
        starterAuthor,
        text,
        defaultView: galleryish ? 'gallery' : 'thread',
        startAt,
        endAt,
        replies,
        comments: quiet ? 0 : random.int(0, replies * 2),
        voices,
        replyLines,
        commentLines,
      })
    })
  }

  // The big thread, for performance work: a long-running diary in the tea room.
  const bigThreadId = rows.addThread({
    boardId: boardIds['tea-room'],
    starterAuthor: id('ada'),
    text: bigThread,
    defaultView: 'thread',
    startAt: ago(90 * DAY),
    endAt: ago(45 * 60_000),
    replies: 1_040,
    comments: 3_150,
    voices: demoVoices,
    replyLines: [...diaryLines, ...replyLines],
    commentLines,
  })

  const teaRoom = threadIdsOf['tea-room'] ?? []
  const pickThreads = (key: BoardKey, indexes: number[]) => indexes.flatMap((i) => threadIdsOf[key]?.[i] ?? [])
  const lastActivity = new Map(rows.threads.map((thread) => [thread.id, thread.lastActivityAt ?? now]))
  const halfwayThrough = (threadId: string) => {
    const thread = rows.threads.find((t) => t.id === threadId)
    const start = thread?.createdAt?.getTime() ?? now.getTime()
    return new Date(start + ((lastActivity.get(threadId) ?? now).getTime() - start) / 2)
  }

  const states: (typeof threadUserStates.$inferInsert)[] = []
  const state = (user: string, threadId: string, flags: Partial<typeof threadUserStates.$inferInsert>) => {
    const existing = states.find((s) => s.userId === id(user) && s.threadId === threadId)
    if (existing) Object.assign(existing, flags)
    else states.push({ userId: id(user), threadId, ...flags })
  }
  // ada has read about half of the tea room, some of it before the latest replies.
  teaRoom.forEach((threadId, index) => {
    if (index % 2 === 0) state('ada', threadId, { lastVisitedAt: halfwayThrough(threadId) })
  })
  state('ada', bigThreadId, { lastVisitedAt: ago(10 * DAY), starred: true })
  for (const threadId of [...pickThreads('tea-room', [1, 5, 9]), ...pickThreads('gallery', [2]), ...pickThreads('back-room', [0])]) {
    state('ada', threadId, { starred: true })
  }
  for (const threadId of [...pickThreads('tea-room', [3]), ...pickThreads('kettle-corner', [2])]) {
    state('ada', threadId, { muted: true })
  }
  for (const threadId of pickThreads('tea-room', [7])) state('ada', threadId, { hidden: true })
  for (const threadId of [...pickThreads('tea-room', [2]), ...pickThreads('gallery', [0])]) {
    state('bo', threadId, { starred: true, lastVisitedAt: halfwayThrough(threadId) })
  }

  await database.transaction(async (db) => {
    await db.insert(users).values(userRows)
    await db.insert(friends).values(
      friendships.flatMap(([a, b]) => [
        { userId: id(a), friendId: id(b) },
        { userId: id(b), friendId: id(a) },
      ]),
    )
    await db.insert(realms).values([
      { id: realmIds.demo, slug: 'demo', name: 'Demo Realm' },
      { id: realmIds.elsewhere, slug: 'elsewhere', name: 'Elsewhere' },
    ])
    const member = (realm: 'demo' | 'elsewhere') => (key: string) => ({
      realmId: realmIds[realm],
      userId: id(key),
      role: moderators[realm] === key ? ('moderator' as const) : ('member' as const),
      joinedAt: ago(100 * DAY),
    })
    await db.insert(realmMembers).values([...demoMembers.map(member('demo')), ...elsewhereMembers.map(member('elsewhere'))])
    await db.insert(boards).values(
      boardSeeds.map((board, position) => ({
        id: boardIds[board.key],
        realmId: realmIds[board.realm],
        slug: board.key,
        name: board.name,
        tagline: board.tagline,
        membersOnly: board.membersOnly,
        position,
      })),
    )
    await db.insert(seasons).values(seasonRows)
    await db.insert(identities).values(identityRows)
    await insertAll(rows.threads, (chunk) => db.insert(threads).values(chunk))
    await insertAll(rows.threadIdentities, (chunk) => db.insert(threadIdentities).values(chunk))
    // Parents before children: rows are in creation order within each thread.
    await insertAll(rows.posts, (chunk) => db.insert(posts).values(chunk))
    await insertAll(rows.comments, (chunk) => db.insert(comments).values(chunk))
    await db.insert(threadUserStates).values(states)
    await db.insert(decorations).values([
      { userId: id('ada'), name: 'FESTIVE_BACKGROUND_FEED', value: true },
      { userId: id('ada'), name: 'FESTIVE_BACKGROUND_SIDEBAR', value: false },
      { userId: id('ada'), name: 'FESTIVE_CURSOR', value: false },
    ])
  })
}
