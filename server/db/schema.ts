import { type SQL, sql } from 'drizzle-orm'
import { MODERATION_ACTIONS } from '../../src/contract/schemas/moderation'
import { EMAIL_NOTIFICATIONS } from '../../src/contract/schemas/decoration'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Millisecond precision: feed cursors carry JavaScript dates, which would otherwise
// round a microsecond timestamp and skip or repeat a thread at a page boundary.
const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' })
const id = () => uuid('id').primaryKey().defaultRandom()

/** PostgreSQL's full-text document; written only by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

// Search (docs/decisions/037): each post's and comment's words as plain text (server/lib/excerpt.ts
// searchTextOf, written with the row), and the document built from them by the database in the
// same statement: the `teahouse` text search configuration (English stemming, accents folded
// by unaccent; migration 0009). A post's first line, its title if it starts a thread, weighs
// most, then its index and category tags, its words, and its whispers and content warnings.
const weighted = (text: SQL, weight: 'A' | 'B' | 'C' | 'D') =>
  sql`setweight(to_tsvector('teahouse'::regconfig, ${text}), '${sql.raw(weight)}')`
const tagList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/**
 * What a post or comment says of its own edits (design.md, "Own words"): its revision (each edit
 * takes the next: the `If-Match` of the next edit), when it was last edited (null while every edit
 * came within the grace after posting) and whether its author deleted it (its words then erased).
 */
const ownWords = () => ({
  revision: integer('revision').notNull().default(1),
  editedAt: moment('edited_at'),
  deleted: boolean('deleted').notNull().default(false),
})

/**
 * A moderator's removal of a post or comment (design.md, "Moderation"): when, why and by whom.
 * The words stay (the author and the realm's moderators still read them, and a restore brings
 * them back); everyone else reads "[removed by a moderator]".
 */
const moderation = () => ({
  removedAt: moment('removed_at'),
  removalReason: text('removal_reason'),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    // Bumped whenever what this user sees differently from others changes (their thread flags,
    // realm memberships, friends): copies of those facts key on it, read with the user's token.
    revision: integer('revision').notNull().default(0),
    /** Their own picture (an /uploads/ url of their own upload, squared), shown only where their username is. */
    avatar: text('avatar'),
    /** `daily`: one mail a day of unread notifications (design.md, "Accounts"). */
    emailNotifications: text('email_notifications', { enum: EMAIL_NOTIFICATIONS }).notNull().default('off'),
    /** When the last digest was taken for this user: the next is due a day later. */
    digestTakenAt: moment('digest_taken_at'),
  },
  // "Ada" and "ada" are one name: a reader cannot tell them apart.
  (t) => [uniqueIndex('users_username_lower').on(sql`lower(${t.username})`)],
)

export const friends = pgTable(
  'friends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
)

export const realms = pgTable('realms', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const realmMembers = pgTable(
  'realm_members',
  {
    realmId: uuid('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'moderator'] }).notNull(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.realmId, t.userId] }), index().on(t.userId)],
)

export const boards = pgTable(
  'boards',
  {
    id: id(),
    realmId: uuid('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    /** A quill delta drawn above the board's feed, written by its realm's moderators; null for none. */
    description: text('description'),
    membersOnly: boolean('members_only').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.realmId, t.slug)],
)

/** A realm's identity pool is organised in seasons (the dex). */
export const seasons = pgTable('seasons', {
  id: id(),
  realmId: uuid('realm_id')
    .notNull()
    .references(() => realms.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

export const identities = pgTable(
  'identities',
  {
    id: id(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(), // 1-based within the season
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    color: text('color'),
    accessory: text('accessory'),
  },
  (t) => [uniqueIndex().on(t.seasonId, t.index)],
)

export const threads = pgTable(
  'threads',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id),
    defaultView: text('default_view').notNull().default('thread'),
    createdAt: moment('created_at').notNull().defaultNow(),
    // Kept equal to the newest post or comment: the feeds' keyset runs on it.
    lastActivityAt: moment('last_activity_at').notNull().defaultNow(),
    // Bumped whenever a post or comment is added, or the thread moves or changes its default
    // view: copies of the thread's rows and answers key on it.
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index().on(t.boardId, t.lastActivityAt.desc(), t.id.desc())],
)

/** One secret identity per user per thread, drawn on the user's first contribution. */
export const threadIdentities = pgTable(
  'thread_identities',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index().on(t.userId)],
)

/** Contributions. The starter is the one post of a thread without a parent. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    parentPostId: uuid('parent_post_id'),
    // The thread's board, kept on each post (and comment) for search: its newest matches
    // within the boards a reader may read come by index, without a join. Copied
    // from the thread (whose board_id is a foreign key), and a move rewrites it
    // (db/queries/thread-states.ts). Not a foreign key itself: checking one would lock the
    // board's row for every post written to it, from every writer at once.
    boardId: uuid('board_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    content: text('content').notNull(),
    whisperTags: tagList('whisper_tags'),
    indexTags: tagList('index_tags'),
    categoryTags: tagList('category_tags'),
    contentWarnings: tagList('content_warnings'),
    createdAt: moment('created_at').notNull().defaultNow(),
    ...ownWords(),
    ...moderation(),
    // Null until written (rows from before migration 0009 are filled at start: seed/prepare.ts).
    searchText: text('search_text'),
    searchDocument: tsvector('search_document').generatedAlwaysAs((): SQL =>
      sql.join(
        [
          weighted(
            sql`case when ${posts.parentPostId} is null then split_part(coalesce(${posts.searchText}, ''), chr(10), 1) else '' end`,
            'A',
          ),
          weighted(sql`teahouse_words(${posts.indexTags} || ${posts.categoryTags})`, 'B'),
          weighted(sql`coalesce(${posts.searchText}, '')`, 'C'),
          weighted(sql`teahouse_words(${posts.whisperTags} || ${posts.contentWarnings})`, 'D'),
        ],
        sql` || `,
      ),
    ),
  },
  (t) => [
    foreignKey({ columns: [t.parentPostId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('posts_search_document').using('gin', t.searchDocument),
    // A search for common words takes its newest matches by these: over every board, or in one (db/queries/search.ts).
    index().on(t.createdAt),
    index().on(t.boardId, t.createdAt),
    index().on(t.threadId, t.createdAt),
    // Replies of a post: cascading deletes and the thread tree look them up by parent.
    index().on(t.parentPostId),
    uniqueIndex('posts_one_starter_per_thread')
      .on(t.threadId)
      .where(sql`${t.parentPostId} is null`),
    index('posts_category_tags_gin').using('gin', t.categoryTags),
  ],
)

export const comments = pgTable(
  'comments',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentCommentId: uuid('parent_comment_id'),
    chainParentId: uuid('chain_parent_id'),
    // As the post's: the thread's board, for search.
    boardId: uuid('board_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    content: text('content').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    ...ownWords(),
    ...moderation(),
    searchText: text('search_text'),
    searchDocument: tsvector('search_document').generatedAlwaysAs((): SQL => weighted(sql`coalesce(${comments.searchText}, '')`, 'C')),
  },
  (t) => [
    foreignKey({ columns: [t.parentCommentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('comments_search_document').using('gin', t.searchDocument),
    index().on(t.createdAt),
    index().on(t.boardId, t.createdAt),
    foreignKey({ columns: [t.chainParentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index().on(t.postId, t.createdAt),
    index().on(t.threadId, t.createdAt),
    // Answers and later chain parts of a comment, for cascading deletes and lookups by parent.
    index().on(t.parentCommentId),
    index().on(t.chainParentId),
  ],
)

/** Per-user flags of a thread; a missing row means all false and never visited. */
export const threadUserStates = pgTable(
  'thread_user_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    lastVisitedAt: moment('last_visited_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.threadId] }),
    index('thread_user_states_starred')
      .on(t.userId)
      .where(sql`${t.starred}`),
  ],
)

/**
 * Per-user settings of a board (design.md, "Reader controls"); a missing row means not muted,
 * not pinned, never visited. A muted board leaves the realm home's latest threads and brings no
 * notifications; pinned boards come first in the reader's board list, oldest pin first.
 */
export const boardUserStates = pgTable(
  'board_user_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    pinnedAt: moment('pinned_at'),
    lastVisitedAt: moment('last_visited_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boardId] })],
)

export const decorations = pgTable(
  'decorations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: boolean('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
)

export const invites = pgTable('invites', {
  id: id(),
  realmId: uuid('realm_id')
    .notNull()
    .references(() => realms.id, { onDelete: 'cascade' }),
  // Only a hash of the nonce is kept, like tokens: a leaked table invites nobody.
  nonceHash: text('nonce_hash').notNull().unique(),
  email: text('email'),
  /** The moderators' own note of whom it is for ("for the book club"). */
  label: text('label'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: moment('created_at').notNull().defaultNow(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  /** Taken back by a moderator before anyone used it: it invites nobody any more. */
  revokedAt: moment('revoked_at'),
})

/** A login: holds the current refresh token (rotated on every refresh). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** The last login or refresh: the sessions list shows it. */
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    /** A short name of the browser and system it was last used from ("Firefox on Linux"). */
    device: text('device').notNull().default(''),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
)

/**
 * A session's refresh tokens that a refresh has replaced. One coming back is a retry of a
 * refresh whose answer was lost when it comes soon after its rotation and its successor is
 * still the session's unused token; any other time two parties hold the session (one of them
 * stole a cookie), so the whole session ends (docs/decisions/028). Rows go with their session.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Its first rotation: the retry grace counts from here, and a retry does not move it. */
    retiredAt: moment('retired_at').notNull().defaultNow(),
    /**
     * The token that replaced it, while a retry may still replace that one; null for a
     * successor a retry dropped, which must never earn a retry of its own.
     */
    successorHash: text('successor_hash'),
  },
  (t) => [index().on(t.sessionId)],
)

/** Expired rows stay a while so that a late request hears "expired", not "unknown". */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index().on(t.expiresAt), index().on(t.sessionId)],
)

/**
 * Answers of writes sent with an `Idempotency-Key`, per user and key, kept 24 h
 * (docs/decisions/017-idempotency-store.md). The row is claimed and its answer stored in
 * the write's own transaction, so no committed write is ever without its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: a repeat must be the same request. */
    requestHash: text('request_hash').notNull(),
    // Null only inside the transaction that claimed the key, which fills them before it commits.
    status: integer('status'),
    body: text('body'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/**
 * Login, refresh and invite attempts per client address in the minute since their first, when
 * several server processes share one PostgreSQL: each counts in here, so a second process does
 * not double a limit (http/rate-limit.ts). Rows of minutes that ended are swept.
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    bucket: text('bucket').notNull(),
    client: text('client').notNull(),
    windowStart: moment('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.client] }), index().on(t.windowStart)],
)

/**
 * What happened, for live readers (GET /events): one row per change, written in the change's
 * own transaction, kept 24 h. Rows carry ids, never content or real users; the id orders them,
 * and rows commit in id order (migration 0019 numbers them under a lock as they commit), so a reader that
 * has seen id N has seen every event before it. The model is Discourse's MessageBus.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** contribution(_edited, _deleted), comment(_edited, _deleted), thread, thread_moved, thread_updated, notification or sessions_ended. */
    kind: text('kind').notNull(),
    threadId: uuid('thread_id'),
    /** The thread's board after the change. */
    boardId: uuid('board_id'),
    /** A moved thread's board before the move: its readers learn the thread left. */
    fromBoardId: uuid('from_board_id'),
    postId: uuid('post_id'),
    parentPostId: uuid('parent_post_id'),
    commentId: uuid('comment_id'),
    /** A notification's reader, or the user whose sessions ended: the only one its event goes to. */
    userId: uuid('user_id'),
    notificationId: uuid('notification_id'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index().on(t.threadId, t.id),
    index().on(t.boardId, t.id),
    index()
      .on(t.fromBoardId, t.id)
      .where(sql`${t.fromBoardId} is not null`),
    index()
      .on(t.userId, t.id)
      .where(sql`${t.userId} is not null`),
    index().on(t.createdAt),
  ],
)

/**
 * What a reader is told: a reply to their contribution, a comment on it or an answer to their
 * comment, new contributions in a thread they starred. `identityId` is the actor's secret
 * identity in that thread, never the real user. One unread `starred` row per thread and reader,
 * updated by each new contribution.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reply, comment or starred (words that answer the reader); report or removed (moderation). */
    kind: text('kind').notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    /** A `report` notification's report: one unread per report and moderator, kept current as reasons come. */
    reportId: uuid('report_id').references((): AnyPgColumn => reports.id, { onDelete: 'cascade' }),
    excerpt: text('excerpt').notNull(),
    createdAt: moment('created_at').notNull(),
    readAt: moment('read_at'),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_one_unread_starred')
      .on(t.userId, t.threadId)
      .where(sql`${t.kind} = 'starred' and ${t.readAt} is null`),
    uniqueIndex('notifications_one_unread_report')
      .on(t.userId, t.reportId)
      .where(sql`${t.kind} = 'report' and ${t.readAt} is null`),
  ],
)

/**
 * One row per picture someone uploaded (POST /uploads): who, when, and what was stored. The
 * file is named by `hash`, the SHA-256 of its stored bytes, so the same picture uploaded twice
 * (by anyone) is one stored object and two rows. `variantWidths`: the smaller copies stored
 * beside it (320, 640, 1280, only those narrower than `width`). Kept while any contribution,
 * comment or avatar names the hash (`upload_references`); unreferenced, removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variantWidths: integer('variant_widths').array().notNull(),
    /** It has its square copy, for an avatar (uploads since migration 0018). */
    square: boolean('square').notNull().default(false),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index().on(t.ownerId, t.createdAt), index().on(t.hash), index().on(t.createdAt)],
)

/** A contribution, a comment or a user's avatar (one of the three) that shows an uploaded picture: it keeps the picture stored. */
export const uploadReferences = pgTable(
  'upload_references',
  {
    hash: text('hash').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    avatarOf: uuid('avatar_of').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index().on(t.hash),
    // One avatar a user.
    uniqueIndex('upload_references_avatar')
      .on(t.avatarOf)
      .where(sql`${t.avatarOf} is not null`),
    // A post or a comment names a picture once, however often it shows it.
    uniqueIndex('upload_references_post')
      .on(t.postId, t.hash)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('upload_references_comment')
      .on(t.commentId, t.hash)
      .where(sql`${t.commentId} is not null`),
  ],
)

/**
 * The versions a post or comment (one of the two) had before its current one, each as it was
 * written: its history (GET …/revisions). A quick fix within the grace after a version replaces it
 * rather than adding one (docs/decisions/051); a deletion erases every row of it.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: text('content').notNull(),
    whisperTags: tagList('whisper_tags'),
    indexTags: tagList('index_tags'),
    categoryTags: tagList('category_tags'),
    contentWarnings: tagList('content_warnings'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('revisions_of_post')
      .on(t.postId, t.revision)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('revisions_of_comment')
      .on(t.commentId, t.revision)
      .where(sql`${t.commentId} is not null`),
    check('revisions_of_one', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
  ],
)

/**
 * What a realm's moderators did, newest first (GET /realms/{realm_id}/moderation-log): each
 * removal, restore and report resolution, with its reason. Its target stays named when the
 * post or comment is later deleted; who wrote it is never recorded here.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    realmId: uuid('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** A board change's board (null once deleted: `detail` still names it). */
    boardId: uuid('board_id').references(() => boards.id, { onDelete: 'set null' }),
    /** What a board change was, in words ("The Tea Room (tea-room): members only"). */
    detail: text('detail'),
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.realmId, t.createdAt)],
)

/**
 * Members' reports of a post or comment (design.md, "Moderation"): one entry per target while
 * it is open, however many report it, with what it said and under which identity when first
 * reported: editing or deleting it cannot erase the evidence. Closed by a moderator's
 * resolution; a later report opens a new entry.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    realmId: uuid('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** `post:<id>` or `comment:<id>`: what at most one open entry is about. */
    targetKey: text('target_key').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['removed', 'dismissed'] }),
    snapshotContent: text('snapshot_content').notNull(),
    snapshotIdentityId: uuid('snapshot_identity_id')
      .notNull()
      .references(() => identities.id),
    /** When the reported words were written (the post's or comment's own time). */
    snapshotWrittenAt: moment('snapshot_written_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    closedAt: moment('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_target')
      .on(t.targetKey)
      .where(sql`${t.status} = 'open'`),
    index().on(t.realmId, t.status, t.createdAt),
  ],
)

/** Each reporter's reason on an entry: one per reporter, never shown to the reported. */
export const reportReasons = pgTable(
  'report_reasons',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.reportId, t.reporterId)],
)

/**
 * Mail waiting to be sent, written in the transaction of what it tells of and sent after it
 * commits (server/mail/outbox.ts): a mail server that is down loses nothing, and any process
 * may send it. `kind` says how the mail is made: a reset mail is made when it is sent (its link
 * then lives an hour from its sending, and nobody learns whether the address has an account),
 * a digest is written whole when it is taken.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind', { enum: ['password_reset', 'message'] }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** A sender has it until then; after that (its process died) another may take it. */
    claimedUntil: moment('claimed_until'),
    /** Sent, or settled without a mail (a reset for an address without an account). */
    doneAt: moment('done_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
  ],
)

/**
 * A password reset link's token, stored hashed, good once for an hour from its mail's sending.
 * Kept after use until it expires, so that a second use hears "already used".
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mail that carries it: a new attempt at that mail replaces the token it made before. */
    mailId: uuid('mail_id').notNull().unique(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
)

/** A digest's one-click unsubscribe link (RFC 8058), stored hashed; it turns off the digest and nothing else. */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index().on(t.createdAt)],
)
