import { createMiddleware } from 'hono/factory'
import { requestViewer, type LookUpViewer, type RequestViewer } from '../forum/viewer'

/** What the API's middleware puts on each request's context (hono.dev "Context": `c.var`). */
export interface ApiEnv {
  Variables: {
    /** The caller, looked up once, when a handler first asks (forum/viewer.ts). */
    viewer: RequestViewer
  }
}

/** Puts the caller on every request as `c.var.viewer`; nothing is looked up until asked. */
export function viewerOnRequest(lookUp: LookUpViewer) {
  return createMiddleware<ApiEnv>((c, next) => {
    c.set(
      'viewer',
      requestViewer(lookUp, () => c.req.header('Authorization')),
    )
    return next()
  })
}

/**
 * For operations that need a user: answers 401 before the request is read any further, so
 * a caller without a token hears that first, whatever else is wrong with the request.
 */
export const userRequired = createMiddleware<ApiEnv>(async (c, next) => {
  await c.var.viewer.required()
  return next()
})
