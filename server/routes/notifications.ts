import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { markReadSchema, notificationPageSchema, notificationQuerySchema } from '../../src/contract/schemas/notification'
import type { Notifications } from '../forum/notifications'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'

export function notificationRoutes(notifications: Notifications) {
  return new Hono<ApiEnv>()
    .get(
      '/notifications',
      describeRoute({
        operationId: 'getNotifications',
        summary: "The caller's notifications (extension)",
        description: 'Newest first, 20 a page; pass `cursor.next` as `cursor` for the next page. `unread_count` counts them all.',
        tags: ['notifications'],
        security: bearer,
        responses: { 200: jsonResponse(notificationPageSchema, 'One page.'), ...errorResponses(400, 401) },
      }),
      userRequired,
      validate('query', notificationQuerySchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await notifications.page(viewer, c.req.valid('query').cursor))
      },
    )
    .post(
      '/notifications/read',
      describeRoute({
        operationId: 'markNotificationsRead',
        summary: 'Mark notifications read (extension)',
        description:
          "Those named in `ids` (others' ids are passed over), all with `all: true`, or those of one board's threads (`board_id`, a board the reader may read) or one realm's (`realm_id`): one of the four.",
        tags: ['notifications'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 415) },
      }),
      userRequired,
      requireJson(),
      validate('json', markReadSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        const body = c.req.valid('json')
        await notifications.markRead(
          viewer,
          body.all
            ? 'all'
            : body.board_id
              ? { boardId: body.board_id }
              : body.realm_id
                ? { realmId: body.realm_id }
                : { ids: body.ids ?? [] },
        )
        return c.body(null, 204)
      },
    )
}
