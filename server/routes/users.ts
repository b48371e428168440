import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { decorationUpdateSchema, settingsSchema } from '../../src/api/schemas/decoration'
import { dexSchema } from '../../src/api/schemas/dex'
import { meSchema } from '../../src/api/schemas/me'
import { requireViewer, userRequired } from '../auth/viewer'
import { loadDex } from '../db/queries/dex'
import { loadSettings, saveDecoration } from '../db/queries/settings'
import { membershipsOf } from '../db/queries/users'
import type { Deps } from '../deps'
import { bearer, errorResponses, jsonResponse } from '../openapi'
import { requireJson, validate } from '../validation'

export function userRoutes(deps: Deps) {
  const { db } = deps
  return new Hono()
    .get(
      '/users/@me',
      describeRoute({
        operationId: 'getMe',
        summary: 'The current user and their realms (extension)',
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(meSchema, 'The current user.'), ...errorResponses(401) },
      }),
      async (c) => {
        const viewer = await requireViewer(deps, c)
        const realms = await membershipsOf(db, viewer.id)
        return c.json(meSchema.parse({ ...viewer, realms }))
      },
    )
    .get(
      '/users/@me/dex',
      describeRoute({
        operationId: 'getDex',
        summary: "The current user's caught identities, by season",
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(dexSchema, 'The seasons.'), ...errorResponses(401) },
      }),
      async (c) => {
        const viewer = await requireViewer(deps, c)
        return c.json(dexSchema.parse({ seasons: await loadDex(db, viewer.id) }))
      },
    )
    .get(
      '/users/@me/settings',
      describeRoute({
        operationId: 'getSettings',
        summary: "The current user's settings (decorations)",
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(settingsSchema, 'The settings.'), ...errorResponses(401) },
      }),
      async (c) => {
        const viewer = await requireViewer(deps, c)
        return c.json(settingsSchema.parse(await loadSettings(db, viewer.id)))
      },
    )
    .patch(
      '/users/@me/settings',
      describeRoute({
        operationId: 'updateSettings',
        summary: 'Set one decoration (extension)',
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(settingsSchema, 'The settings after the change.'), ...errorResponses(400, 401, 415) },
      }),
      userRequired(deps),
      requireJson(),
      validate('json', decorationUpdateSchema),
      async (c) => {
        const { name, value } = c.req.valid('json')
        const viewer = await requireViewer(deps, c)
        await saveDecoration(db, viewer.id, name, value)
        return c.json(settingsSchema.parse(await loadSettings(db, viewer.id)))
      },
    )
}
