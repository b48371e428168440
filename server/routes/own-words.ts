import { Hono, type Context } from 'hono'
import { describeRoute } from 'hono-openapi'
import { commentSchema } from '../../src/contract/schemas/comment'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { commentEditConflictSchema, commentEditSchema, postEditConflictSchema, postEditSchema } from '../../src/contract/schemas/edits'
import { revisionsResponseSchema, revisionTag } from '../../src/contract/schemas/own-words'
import { StaleEdit, type OwnWords } from '../forum/own-words'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { requireJson, validate } from '../http/validation'
import { ApiError, messages } from '../lib/api-error'
import { commentParams, postParams } from './params'

/** The revision an edit was written against: `If-Match: "3"` (428 without, 400 when it names none). */
function ifMatchOf(c: Context): number {
  const header = c.req.header('If-Match')
  if (header === undefined) throw new ApiError(428, messages.ifMatchRequired)
  const revision = /^\s*(?:W\/)?"?([1-9][0-9]{0,9})"?\s*$/.exec(header)?.[1]
  if (!revision) throw new ApiError(400, messages.ifMatchMalformed)
  return Number(revision)
}

/** An edit's answer: the new version, tagged with its revision for the next edit. */
function edited<T extends { revision: number }>(c: Context, value: T) {
  c.header('ETag', revisionTag(value.revision))
  return c.json(value, 200)
}

/** A stale edit's 412 carries the version it would have replaced, so the writer can choose. */
async function unlessStale<T>(c: Context, edit: () => Promise<T>): Promise<T | Response> {
  try {
    return await edit()
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error
    return c.json({ message: error.message, ...error.current }, 412)
  }
}

const ifMatchHeader = {
  name: 'If-Match',
  in: 'header' as const,
  required: true,
  description: 'The revision the edit was written against, in quotes: `"3"`. A newer one on the server answers 412 with it.',
  schema: { type: 'string' as const },
}

/** How many edits a user may make in an hour, across every server process; 0: no limit. */
export const EDITS_PER_HOUR = 60

export function ownWordsRoutes(ownWords: OwnWords, limits: { limiting: RateLimiting; editsPerHour: number }) {
  // Counted by user, after the checks of the request's shape: a refused edit changes nothing but the count.
  const editLimit = rateLimit(limits.limiting, 'edit', limits.editsPerHour, async (c) => (await c.var.viewer.optional())?.id ?? null, {
    windowMs: 60 * 60_000,
    message: messages.editsPerHour(limits.editsPerHour),
  })
  return new Hono<ApiEnv>()
    .patch(
      '/posts/:post_id',
      describeRoute({
        operationId: 'editContribution',
        summary: 'Edit your own contribution',
        description:
          'Its author only, while a member of the realm; the rules of posting hold for what is sent. An edit within five minutes of the version before replaces that version in the history.',
        tags: ['own words'],
        security: bearer,
        parameters: [ifMatchHeader],
        responses: {
          200: jsonResponse(contributionSchema, 'The contribution as edited; `ETag` is its revision.'),
          412: jsonResponse(postEditConflictSchema, 'It changed since the revision named: the current version.'),
          ...errorResponses(400, 401, 403, 404, 413, 415, 428, 429),
        },
      }),
      userRequired,
      validate('param', postParams),
      requireJson(),
      validate('json', postEditSchema),
      editLimit,
      async (c) => {
        const ifMatch = ifMatchOf(c)
        const viewer = await c.var.viewer.required()
        const answer = await unlessStale(c, () => ownWords.editPost(viewer, c.req.valid('param').post_id, ifMatch, c.req.valid('json')))
        return answer instanceof Response ? answer : edited(c, answer)
      },
    )
    .delete(
      '/posts/:post_id',
      describeRoute({
        operationId: 'deleteContribution',
        summary: 'Delete your own contribution',
        description:
          'Its author only. Every version of its words is erased; its place, its replies and its comments stay, and it reads "[deleted]". Again: 204.',
        tags: ['own words'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', postParams),
      async (c) => {
        await ownWords.deletePost(await c.var.viewer.required(), c.req.valid('param').post_id)
        return c.body(null, 204)
      },
    )
    .get(
      '/posts/:post_id/revisions',
      describeRoute({
        operationId: 'getContributionRevisions',
        summary: "A contribution's versions, newest first",
        description: 'For whoever may read the thread. None for a deleted contribution.',
        tags: ['own words'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(revisionsResponseSchema, 'Its versions.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', postParams),
      async (c) => c.json(await ownWords.postRevisions(await c.var.viewer.optional(), c.req.valid('param').post_id)),
    )
    .patch(
      '/comments/:comment_id',
      describeRoute({
        operationId: 'editComment',
        summary: 'Edit your own comment',
        description: 'As editing a contribution; a comment has words and no tags.',
        tags: ['own words'],
        security: bearer,
        parameters: [ifMatchHeader],
        responses: {
          200: jsonResponse(commentSchema, 'The comment as edited; `ETag` is its revision.'),
          412: jsonResponse(commentEditConflictSchema, 'It changed since the revision named: the current version.'),
          ...errorResponses(400, 401, 403, 404, 413, 415, 428, 429),
        },
      }),
      userRequired,
      validate('param', commentParams),
      requireJson(),
      validate('json', commentEditSchema),
      editLimit,
      async (c) => {
        const ifMatch = ifMatchOf(c)
        const viewer = await c.var.viewer.required()
        const answer = await unlessStale(c, () =>
          ownWords.editComment(viewer, c.req.valid('param').comment_id, ifMatch, c.req.valid('json')),
        )
        return answer instanceof Response ? answer : edited(c, answer)
      },
    )
    .delete(
      '/comments/:comment_id',
      describeRoute({
        operationId: 'deleteComment',
        summary: 'Delete your own comment',
        description: 'As deleting a contribution: its words erased, its place and its answers kept. Again: 204.',
        tags: ['own words'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', commentParams),
      async (c) => {
        await ownWords.deleteComment(await c.var.viewer.required(), c.req.valid('param').comment_id)
        return c.body(null, 204)
      },
    )
    .get(
      '/comments/:comment_id/revisions',
      describeRoute({
        operationId: 'getCommentRevisions',
        summary: "A comment's versions, newest first",
        description: 'For whoever may read the thread. None for a deleted comment.',
        tags: ['own words'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(revisionsResponseSchema, 'Its versions.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', commentParams),
      async (c) => c.json(await ownWords.commentRevisions(await c.var.viewer.optional(), c.req.valid('param').comment_id)),
    )
}
