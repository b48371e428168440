import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { BatchLoader } from './cache/batch-loader'
import { SingleFlight } from './cache/single-flight'
import { WrittenAnswers } from './cache/written-answers'
import type { Config } from './config'
import type { Database } from './db/open'
import { EVENTS_CHANNEL, trimEvents } from './db/queries/events'
import { findThreadPlaces } from './db/queries/places'
import { databaseAttempts } from './db/queries/rate-limit-attempts'
import { sweepUnsubscribeTokens } from './db/queries/digests'
import { sweepSettledMail } from './db/queries/mail-outbox'
import { sweepResetTokens } from './db/queries/password-resets'
import { sweepExpiredSessions } from './db/queries/sessions'
import { findTokenHolders } from './db/queries/tokens'
import { EventHub } from './events/hub'
import { LiveEvents } from './events/live'
import { Accounts } from './forum/accounts'
import { PasswordResets } from './forum/password-resets'
import { Feeds } from './forum/feeds'
import { Invites } from './forum/invites'
import { Notifications } from './forum/notifications'
import { Search } from './forum/search'
import { Summaries } from './forum/summaries'
import { Threads } from './forum/threads'
import { Moderation } from './forum/moderation'
import { BoardAdmin } from './forum/board-admin'
import { BoardStates } from './forum/board-states'
import { Members } from './forum/members'
import { threadRowsCache } from './forum/thread-answers'
import { viewerLookup } from './forum/viewer'
import { ViewerFacts } from './forum/viewer-facts'
import { OwnWords } from './forum/own-words'
import { Writing } from './forum/writing'
import { closeAfterUnreadBody } from './http/client-connection'
import { viewerOnRequest, type ApiEnv } from './http/env'
import { errorHandler, notFoundHandler } from './http/errors'
import { limitBody } from './http/limit-body'
import { openApiDocument } from './http/openapi'
import type { RateLimiting } from './http/rate-limit'
import { requestQueue } from './http/request-queue'
import { memoryAttempts, type AttemptCounter } from './lib/attempts'
import { Digests } from './mail/digests'
import { MailOutbox } from './mail/outbox'
import { logTransport, smtpTransport, type MailTransport } from './mail/transport'
import { accountRoutes } from './routes/account'
import { authRoutes, RESETS_PER_EMAIL } from './routes/auth'
import { mailRoutes } from './routes/mail'
import { commentRoutes } from './routes/comments'
import { contributionRoutes } from './routes/contributions'
import { EDITS_PER_HOUR, ownWordsRoutes } from './routes/own-words'
import { moderationRoutes, REPORTS_PER_HOUR } from './routes/moderation'
import { boardAdminRoutes } from './routes/board-admin'
import { boardStateRoutes } from './routes/board-states'
import { memberRoutes } from './routes/members'
import { eventRoutes } from './routes/events'
import { feedRoutes } from './routes/feeds'
import { healthRoutes } from './routes/health'
import { inviteRoutes } from './routes/invites'
import { newThreadRoutes } from './routes/new-threads'
import { notificationRoutes } from './routes/notifications'
import { realmRoutes } from './routes/realms'
import { searchRoutes } from './routes/search'
import { threadRoutes } from './routes/threads'
import { uploadFileRoutes, uploadRoutes } from './routes/uploads'
import { userRoutes } from './routes/users'
import { folderStorage } from './uploads/folder-storage'
import { s3Storage } from './uploads/s3-storage'
import type { UploadStorage } from './uploads/storage'
import { Uploads } from './uploads/uploads'

// Room for the biggest valid write, a chain of 10 comments of 64 KiB each with its JSON
// escaping; anything bigger is not a reply or a comment.
const BODY_LIMIT_BYTES = 1024 * 1024

// A reconnecting reader may ask for the events of the last day (design.md).
const EVENTS_KEPT_MS = 24 * 3600 * 1000

/** An upload: seconds of image work, which waits in a queue of its own (uploads/uploads.ts), and a body of up to 10 MB. */
const isUpload = (path: string, method: string) => method === 'POST' && path === '/api/uploads'

/** Where a server counts login, refresh and invite attempts: PostgreSQL may have company, PGlite never does. */
function attemptCounterFor(database: Database): AttemptCounter {
  return database.kind === 'postgres' ? databaseAttempts(database.db) : memoryAttempts()
}

export interface AppOptions {
  /** How many API requests may be at work at once (http/request-queue.ts); none: no queue. */
  requestQueue?: number | null
  /** How often event streams hear a heartbeat; 15 s (events/hub.ts) but in tests. */
  heartbeatMs?: number
  /** The outbox's transport (else SMTP_URL's, or the log) and retry waits: tests make them short. */
  mail?: { transport?: MailTransport; firstRetryMs?: number; maxRetryMs?: number }
}

/**
 * The composition root: builds every dependency once (the caches, the viewer's lookup, the
 * forum's parts) and hands each route exactly the ones it uses. Answers the API under /api,
 * without listening (tests call `app.request()` on it), and the sweep of what expired.
 *
 * The caches are this process's copies of what it read. Each is checked against a revision
 * read from the database for the request at hand, never trusted alone: other processes may be
 * writing to the same PostgreSQL (docs/decisions/023).
 */
export function createApp(
  { database, config, now }: { database: Database; config: Config; now: () => Date },
  options: AppOptions = {},
): {
  app: Hono<ApiEnv>
  sweepExpired: () => Promise<void>
  events: EventHub
  uploads: Uploads
  uploadStorage: UploadStorage
  outbox: MailOutbox
  digests: Digests
} {
  const { db } = database
  const reads = new SingleFlight()
  // Tokens and thread places are looked up for the requests that arrive together at once.
  const tokens = new BatchLoader((hashes) => findTokenHolders(db, hashes))
  const places = new BatchLoader((ids) => findThreadPlaces(db, ids))
  const facts = new ViewerFacts(db)
  const attempts = attemptCounterFor(database)
  const limiting: RateLimiting = { attempts, now, trustProxy: config.trustProxy }
  // Writes, and the checks before them, run on the write lane (db/open.ts).
  const store = { db: database.writes, now }
  const accounts = new Accounts({
    db,
    now,
    lifetimes: { accessSeconds: config.accessTokenTtlSeconds, refreshSeconds: config.refreshTokenTtlSeconds },
    refreshGraceSeconds: config.refreshGraceSeconds,
  })
  // Links in mails go where people reach the app as configured, never where a request says it is.
  const mailOrigin = config.publicUrl ?? `http://localhost:${config.port}`
  const outbox = new MailOutbox({
    db,
    now,
    transport: options.mail?.transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : logTransport()),
    from: config.mail.from,
    origin: mailOrigin,
    firstRetryMs: options.mail?.firstRetryMs,
    maxRetryMs: options.mail?.maxRetryMs,
  })
  const digests = new Digests({ db, now, origin: mailOrigin, queued: () => outbox.nudge() })
  const resets = new PasswordResets({
    db,
    now,
    attempts,
    perEmailPerHour: config.rateLimitPerMinute > 0 ? RESETS_PER_EMAIL : 0,
    queued: () => outbox.nudge(),
  })
  const feeds = new Feeds({
    db,
    now,
    reads,
    facts,
    summaries: new Summaries(db),
    // Room for the first pages of every board and the readers reading them.
    answers: new WrittenAnswers(64 * 1024 * 1024),
  })
  const threadParts = threadRowsCache()
  const threads = new Threads({ db, now, reads, facts, places, threadParts })
  const writing = new Writing({ db: database.writes, now, facts, threadParts })
  const ownWords = new OwnWords({ db, now, facts, threadParts })
  const moderation = new Moderation({ db, now, facts })
  const boardAdmin = new BoardAdmin({ db, now, facts })
  const boardStates = new BoardStates({ db, now, facts })
  const members = new Members({ db, now, facts })
  const invites = new Invites({ db, now, facts })
  const notifications = new Notifications({ db, now, facts })
  // Started by the first stream: a process nobody listens to reads no events.
  const events = new EventHub({ db, now, listen: (onWake) => database.listen(EVENTS_CHANNEL, onWake), heartbeatMs: options.heartbeatMs })
  const live = new LiveEvents({ db, hub: events, facts, places })
  const uploadStorage = config.uploads.s3 ? s3Storage(config.uploads.s3) : folderStorage(config.uploads.folder)
  const uploads = new Uploads({ db, now, facts, storage: uploadStorage, perHour: config.uploads.perHour })

  const api = new Hono<ApiEnv>()
    .route(
      '/',
      healthRoutes(() => events.size),
    )
    .route('/', authRoutes(accounts, resets, limiting, config.rateLimitPerMinute))
    .route('/', feedRoutes(feeds))
    .route('/', threadRoutes(threads))
    .route('/', contributionRoutes(writing, store))
    .route('/', commentRoutes(writing, store))
    .route('/', ownWordsRoutes(ownWords, { limiting, editsPerHour: config.rateLimitPerMinute > 0 ? EDITS_PER_HOUR : 0 }))
    .route('/', boardAdminRoutes(boardAdmin))
    .route('/', boardStateRoutes(boardStates))
    .route('/', memberRoutes(members))
    .route('/', moderationRoutes(moderation, { limiting, reportsPerHour: config.rateLimitPerMinute > 0 ? REPORTS_PER_HOUR : 0 }))
    .route('/', newThreadRoutes(writing, store))
    .route('/', inviteRoutes(invites, { limiting, acceptsPerMinute: config.rateLimitPerMinute, address: config }))
    .route('/', realmRoutes(db, reads, boardStates))
    .route('/', userRoutes(db, now))
    .route('/', accountRoutes(accounts, limiting, config.rateLimitPerMinute))
    .route('/', mailRoutes(db))
    .route('/', notificationRoutes(notifications))
    .route('/', eventRoutes(live))
    .route('/', uploadRoutes(uploads, config.uploads))
    .route('/', searchRoutes(new Search({ db, now, facts })))
  api.get('/openapi.json', openApiDocument(api))

  const app = new Hono<ApiEnv>()
  if (config.corsOrigins.length > 0) {
    // A client on another origin may read whether a write's answer was a replay, and why a
    // token was refused (http/bearer-challenge.ts).
    app.use(
      '/api/*',
      cors({ origin: config.corsOrigins, credentials: true, maxAge: 600, exposeHeaders: ['Idempotent-Replayed', 'WWW-Authenticate'] }),
    )
  }
  app.use('/api/*', closeAfterUnreadBody())
  // The caller as `c.var.viewer`, looked up only when a route asks. Registered this early on
  // purpose: last among these (after the request queue), Hono's trie router spent several
  // times as long matching each API request, and signed-in feed reads were slower for it.
  app.use('/api/*', viewerOnRequest(viewerLookup(tokens, now)))
  // An API answer with data is kept by no cache (most carry the reader's own: their email,
  // their flags, tokens) unless its route says otherwise: a thread is revalidated each time by
  // its ETag, `private`. Error answers hold only a message (docs/decisions/025-what-caches-may-keep.md).
  app.use('/api/*', async (c, next) => {
    await next()
    if (c.res.status < 400 && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  const limitJsonBody = limitBody(BODY_LIMIT_BYTES)
  // Reads have no body to limit, and looking for one makes the Node adapter build a whole
  // fetch Request (an AbortController, its headers copied): a third of a feed read's cost.
  // An upload's body has a limit of its own (routes/uploads.ts).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path, c.req.method) ? next() : limitJsonBody(c, next),
  )
  if (options.requestQueue) app.use('/api/*', requestQueue(options.requestQueue, isUpload))
  app.route('/api', api)
  app.route('/', uploadFileRoutes(uploadStorage))
  app.notFound(notFoundHandler)
  app.onError(errorHandler)

  // Expired sessions and tokens, rate-limit minutes that ended, events older than a day,
  // uploads nothing referenced for a day.
  const sweepExpired = async () => {
    const at = now()
    await Promise.all([
      sweepExpiredSessions(db, at),
      attempts.sweep(at),
      trimEvents(db, new Date(at.getTime() - EVENTS_KEPT_MS)),
      uploads.sweep(),
      sweepResetTokens(db, at),
      sweepSettledMail(db, at),
      sweepUnsubscribeTokens(db, at),
    ])
  }
  return { app, sweepExpired, events, uploads, uploadStorage, outbox, digests }
}
