import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { moderationLogPageSchema, moderationLogQuerySchema, removalInputSchema } from '../../src/contract/schemas/moderation'
import type { Moderation } from '../forum/moderation'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { commentParams, postParams, realmParams } from './params'

const removal = (what: 'contribution' | 'comment') =>
  describeRoute({
    operationId: what === 'contribution' ? 'removeContribution' : 'removeComment',
    summary: `Remove a ${what} (moderators)`,
    description:
      'Moderators of the thread\'s realm, with a reason of 1–500 characters. Everyone else reads "[removed by a moderator]"; its author reads their words and the reason, moderators the words marked removed. Again: 204; a deleted one: 409.',
    tags: ['moderation'],
    security: bearer,
    responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409, 415) },
  })

const restore = (what: 'contribution' | 'comment') =>
  describeRoute({
    operationId: what === 'contribution' ? 'restoreContribution' : 'restoreComment',
    summary: `Restore a removed ${what} (moderators)`,
    description: 'Everyone reads its words again. Not removed: 204 all the same.',
    tags: ['moderation'],
    security: bearer,
    responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
  })

export function moderationRoutes(moderation: Moderation) {
  return new Hono<ApiEnv>()
    .post(
      '/posts/:post_id/removal',
      removal('contribution'),
      userRequired,
      validate('param', postParams),
      requireJson(),
      validate('json', removalInputSchema),
      async (c) => {
        await moderation.removePost(await c.var.viewer.required(), c.req.valid('param').post_id, c.req.valid('json').reason)
        return c.body(null, 204)
      },
    )
    .delete('/posts/:post_id/removal', restore('contribution'), userRequired, validate('param', postParams), async (c) => {
      await moderation.restorePost(await c.var.viewer.required(), c.req.valid('param').post_id)
      return c.body(null, 204)
    })
    .post(
      '/comments/:comment_id/removal',
      removal('comment'),
      userRequired,
      validate('param', commentParams),
      requireJson(),
      validate('json', removalInputSchema),
      async (c) => {
        await moderation.removeComment(await c.var.viewer.required(), c.req.valid('param').comment_id, c.req.valid('json').reason)
        return c.body(null, 204)
      },
    )
    .delete('/comments/:comment_id/removal', restore('comment'), userRequired, validate('param', commentParams), async (c) => {
      await moderation.restoreComment(await c.var.viewer.required(), c.req.valid('param').comment_id)
      return c.body(null, 204)
    })
    .get(
      '/realms/:realm_id/moderation-log',
      describeRoute({
        operationId: 'getModerationLog',
        summary: "A realm's moderation log (moderators)",
        description:
          'Every removal and restore, newest first, 50 a page; pass `cursor.next` as `cursor` for the next page. Never names who wrote what was removed.',
        tags: ['moderation'],
        security: bearer,
        responses: { 200: jsonResponse(moderationLogPageSchema, 'One page.'), ...errorResponses(400, 401, 403) },
      }),
      userRequired,
      validate('param', realmParams),
      validate('query', moderationLogQuerySchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await moderation.log(viewer, c.req.valid('param').realm_id, c.req.valid('query').cursor))
      },
    )
}
