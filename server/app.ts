import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { Deps } from './deps'
import { ApiError, errorHandler, messages, notFoundHandler } from './errors'
import { openApiDocument } from './openapi'
import { authRoutes } from './routes/auth'
import { contributionRoutes } from './routes/contributions'
import { feedRoutes } from './routes/feeds'
import { healthRoutes } from './routes/health'
import { inviteRoutes } from './routes/invites'
import { realmRoutes } from './routes/realms'
import { threadRoutes } from './routes/threads'
import { userRoutes } from './routes/users'

// Well above the 64 KiB content limit plus tags; anything bigger is not a reply.
const BODY_LIMIT_BYTES = 256 * 1024

/** The API under /api, without listening: tests call `app.request()` on it. */
export function createApp(deps: Deps): Hono {
  const api = new Hono()
    .route('/', healthRoutes())
    .route('/', authRoutes(deps))
    .route('/', feedRoutes(deps))
    .route('/', threadRoutes(deps))
    .route('/', contributionRoutes(deps))
    .route('/', inviteRoutes(deps))
    .route('/', realmRoutes(deps))
    .route('/', userRoutes(deps))
  api.get('/openapi.json', openApiDocument(api))

  const app = new Hono()
  if (deps.config.corsOrigins.length > 0) {
    app.use('/api/*', cors({ origin: deps.config.corsOrigins, credentials: true, maxAge: 600 }))
  }
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(413, messages.bodyTooLarge)
      },
    }),
  )
  app.route('/api', api)
  app.notFound(notFoundHandler)
  app.onError(errorHandler)
  return app
}
