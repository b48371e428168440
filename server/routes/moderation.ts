import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  moderationLogPageSchema,
  moderationLogQuerySchema,
  removalInputSchema,
  reportFiledSchema,
  reportInputSchema,
  reportsPageSchema,
  reportsQuerySchema,
  resolutionSchema,
} from '../../src/contract/schemas/moderation'
import type { Moderation } from '../forum/moderation'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { commentParams, postParams, realmParams, reportParams } from './params'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { messages } from '../lib/api-error'

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

const filing = (what: 'contribution' | 'comment') =>
  describeRoute({
    operationId: what === 'contribution' ? 'reportContribution' : 'reportComment',
    summary: `Report a ${what} to the realm's moderators`,
    description:
      'Members of the realm who may read it, not its author; 1–1,000 characters. One open report per reporter and target: a repeat answers 200 with the same id. 20 an hour per user. The reporter is never named to the author.',
    tags: ['moderation'],
    security: bearer,
    responses: {
      201: jsonResponse(reportFiledSchema, 'Filed.'),
      200: jsonResponse(reportFiledSchema, 'Filed already by this reporter.'),
      ...errorResponses(400, 401, 403, 404, 409, 415, 429),
    },
  })

/** How many reports a user may file in an hour, across every server process; 0: no limit. */
export const REPORTS_PER_HOUR = 20

export function moderationRoutes(moderation: Moderation, limits: { limiting: RateLimiting; reportsPerHour: number }) {
  // Counted by user, after the checks of the request's shape.
  const reportLimit = rateLimit(
    limits.limiting,
    'report',
    limits.reportsPerHour,
    async (c) => (await c.var.viewer.optional())?.id ?? null,
    {
      windowMs: 60 * 60_000,
      message: messages.reportsPerHour(limits.reportsPerHour),
    },
  )
  return new Hono<ApiEnv>()
    .post(
      '/posts/:post_id/reports',
      filing('contribution'),
      userRequired,
      validate('param', postParams),
      requireJson(),
      validate('json', reportInputSchema),
      reportLimit,
      async (c) => {
        const viewer = await c.var.viewer.required()
        const filed = await moderation.report(viewer, { postId: c.req.valid('param').post_id, commentId: null }, c.req.valid('json').reason)
        return c.json({ id: filed.id }, filed.filed ? 201 : 200)
      },
    )
    .post(
      '/comments/:comment_id/reports',
      filing('comment'),
      userRequired,
      validate('param', commentParams),
      requireJson(),
      validate('json', reportInputSchema),
      reportLimit,
      async (c) => {
        const viewer = await c.var.viewer.required()
        const filed = await moderation.reportComment(viewer, c.req.valid('param').comment_id, c.req.valid('json').reason)
        return c.json({ id: filed.id }, filed.filed ? 201 : 200)
      },
    )
    .get(
      '/realms/:realm_id/reports',
      describeRoute({
        operationId: 'getReports',
        summary: "A realm's reports (moderators)",
        description:
          'One entry per reported post or comment, newest first, 20 a page (`status`: open, the default, or closed): what it said when first reported, every reason, never who gave them. `open_count` counts the open ones.',
        tags: ['moderation'],
        security: bearer,
        responses: { 200: jsonResponse(reportsPageSchema, 'One page.'), ...errorResponses(400, 401, 403) },
      }),
      userRequired,
      validate('param', realmParams),
      validate('query', reportsQuerySchema),
      async (c) => {
        const { status = 'open', cursor } = c.req.valid('query')
        return c.json(await moderation.reports(await c.var.viewer.required(), c.req.valid('param').realm_id, status, cursor))
      },
    )
    .post(
      '/reports/:report_id/resolution',
      describeRoute({
        operationId: 'resolveReport',
        summary: 'Resolve a report (moderators)',
        description:
          '`removed` removes what was reported (with `reason`, which its author reads) and, with `remove_member`, takes its author out of the realm without naming them; `dismissed` leaves it. Resolved already: 409.',
        tags: ['moderation'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409, 415) },
      }),
      userRequired,
      validate('param', reportParams),
      requireJson(),
      validate('json', resolutionSchema),
      async (c) => {
        await moderation.resolve(await c.var.viewer.required(), c.req.valid('param').report_id, c.req.valid('json'))
        return c.body(null, 204)
      },
    )
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
