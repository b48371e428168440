import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { requestQueue } from './cache/request-queue'
import type { Deps } from './deps'
import { closeAfterUnreadBody } from './lib/client-connection'
import { ApiError, errorHandler, messages, notFoundHandler } from './errors'
import { openApiDocument } from './openapi'
import { authRoutes } from './routes/auth'
import { commentRoutes } from './routes/comments'
import { contributionRoutes } from './routes/contributions'
import { feedRoutes } from './routes/feeds'
import { healthRoutes } from './routes/health'
import { inviteRoutes } from './routes/invites'
import { newThreadRoutes } from './routes/new-threads'
import { realmRoutes } from './routes/realms'
import { threadRoutes } from './routes/threads'
import { userRoutes } from './routes/users'

// Room for the biggest valid write, a chain of 10 comments of 64 KiB each with its JSON
// escaping; anything bigger is not a reply or a comment.
const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * The API under /api, without listening: tests call `app.request()` on it. `requestQueue`
 * bounds how many API requests are at work at once (cache/request-queue.ts).
 */
export function createApp(deps: Deps, options: { requestQueue?: number | null } = {}): Hono {
  const api = new Hono()
    .route('/', healthRoutes())
    .route('/', authRoutes(deps))
    .route('/', feedRoutes(deps))
    .route('/', threadRoutes(deps))
    .route('/', contributionRoutes(deps))
    .route('/', commentRoutes(deps))
    .route('/', newThreadRoutes(deps))
    .route('/', inviteRoutes(deps))
    .route('/', realmRoutes(deps))
    .route('/', userRoutes(deps))
  api.get('/openapi.json', openApiDocument(api))

  const app = new Hono()
  if (deps.config.corsOrigins.length > 0) {
    // A client on another origin may read whether a write's answer was a replay.
    app.use('/api/*', cors({ origin: deps.config.corsOrigins, credentials: true, maxAge: 600, exposeHeaders: ['Idempotent-Replayed'] }))
  }
  app.use('/api/*', closeAfterUnreadBody())
  // An API answer with data is kept by no cache (most carry the reader's own: their email,
  // their flags, tokens) unless its route says otherwise: a thread is revalidated each time by
  // its ETag, `private`. Error answers hold only a message (docs/decisions/025-what-caches-may-keep.md).
  app.use('/api/*', async (c, next) => {
    await next()
    if (c.res.status < 400 && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, messages.bodyTooLarge)
    },
  })
  // Reads have no body to limit, and looking for one makes the Node adapter build a whole
  // fetch Request (an AbortController, its headers copied): a third of a feed read's cost.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)))
  if (options.requestQueue) app.use('/api/*', requestQueue(options.requestQueue))
  app.route('/api', api)
  app.notFound(notFoundHandler)
  app.onError(errorHandler)
  return app
}
