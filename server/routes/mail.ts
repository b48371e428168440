import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { messageSchema } from '../../src/contract/schemas/accounts'
import type { Db } from '../db/types'
import { stopDigest } from '../forum/users'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse } from '../http/openapi'
import { messages } from '../lib/api-error'

/**
 * What a mail's links ask of the server without a login. The digest's unsubscribe is RFC 8058's
 * one-click: a mail program POSTs `List-Unsubscribe=One-Click` (form-encoded) to the address in
 * `List-Unsubscribe`; the app's /unsubscribe/{token} page POSTs here too. The token stops that
 * reader's digest and does nothing else.
 */
export function mailRoutes(db: Db) {
  return new Hono<ApiEnv>().post(
    '/mail/unsubscribe/:token',
    describeRoute({
      operationId: 'unsubscribe',
      summary: "Stop the daily digest with a digest's one-click link (extension)",
      tags: ['users'],
      responses: { 200: jsonResponse(messageSchema, 'Stopped.'), ...errorResponses(404) },
    }),
    async (c) => {
      await stopDigest(db, c.req.param('token'))
      return c.json(messageSchema.parse({ message: messages.unsubscribed }))
    },
  )
}
