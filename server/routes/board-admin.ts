import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { boardOrderSchema, boardPatchSchema, newBoardSchema } from '../../src/contract/schemas/board-admin'
import { boardSchema } from '../../src/contract/schemas/realm'
import type { BoardAdmin } from '../forum/board-admin'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { boardParams, realmParams } from './params'

/** A realm's boards, run by its moderators (design.md, "Realm admin"). */
export function boardAdminRoutes(admin: BoardAdmin) {
  return new Hono<ApiEnv>()
    .post(
      '/realms/:realm_id/boards',
      describeRoute({
        operationId: 'createBoard',
        summary: 'Make a board (moderators)',
        description:
          "Slug `^[a-z0-9-]{2,40}$`, unique in the realm (409); name 1–60 characters; description a quill delta (at most 64 KiB) or null. The board comes last in the realm's order.",
        tags: ['realm admin'],
        security: bearer,
        responses: { 201: jsonResponse(boardSchema, 'The board, as the realm lists it.'), ...errorResponses(400, 401, 403, 404, 409, 415) },
      }),
      userRequired,
      requireJson(),
      validate('param', realmParams),
      validate('json', newBoardSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await admin.create(viewer, c.req.valid('param').realm_id, c.req.valid('json')), 201)
      },
    )
    .patch(
      '/boards/:board_id',
      describeRoute({
        operationId: 'updateBoard',
        summary: 'Change a board (moderators)',
        description:
          "The fields sent, at least one. Made members-only, its threads leave visitors' and outsiders' answers, pages and event streams at once.",
        tags: ['realm admin'],
        security: bearer,
        responses: { 200: jsonResponse(boardSchema, 'The board as it now stands.'), ...errorResponses(400, 401, 403, 404, 409, 415) },
      }),
      userRequired,
      requireJson(),
      validate('param', boardParams),
      validate('json', boardPatchSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await admin.update(viewer, c.req.valid('param').board_id, c.req.valid('json')))
      },
    )
    .delete(
      '/boards/:board_id',
      describeRoute({
        operationId: 'deleteBoard',
        summary: 'Delete an empty board (moderators)',
        description: 'A board with threads: 409 "Move its threads first".',
        tags: ['realm admin'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      userRequired,
      validate('param', boardParams),
      async (c) => {
        const viewer = await c.var.viewer.required()
        await admin.remove(viewer, c.req.valid('param').board_id)
        return c.body(null, 204)
      },
    )
    .put(
      '/realms/:realm_id/board-order',
      describeRoute({
        operationId: 'orderBoards',
        summary: "Order the realm's boards (moderators)",
        description: 'Every board of the realm once, in the new order; a missing, extra, repeated or foreign id: 400.',
        tags: ['realm admin'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 415) },
      }),
      userRequired,
      requireJson(),
      validate('param', realmParams),
      validate('json', boardOrderSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        await admin.reorder(viewer, c.req.valid('param').realm_id, c.req.valid('json').board_ids)
        return c.body(null, 204)
      },
    )
}
