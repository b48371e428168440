import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { settingsSchema, settingsUpdateSchema } from '../../src/contract/schemas/decoration'
import { dexSchema } from '../../src/contract/schemas/dex'
import { meSchema } from '../../src/contract/schemas/me'
import { profileUpdateSchema } from '../../src/contract/schemas/accounts'
import type { Db } from '../db/types'
import { changeSettings, dexOf, me, settingsOf, updateProfile } from '../forum/users'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse } from '../http/openapi'
import { requireJson, validate } from '../http/validation'

export function userRoutes(db: Db, now: () => Date) {
  return new Hono<ApiEnv>()
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
        const viewer = await c.var.viewer.required()
        return c.json(meSchema.parse(await me(db, viewer)))
      },
    )
    .patch(
      '/users/@me',
      describeRoute({
        operationId: 'updateProfile',
        summary: 'Change your username or avatar (extension)',
        description:
          'The username is unique in any letter case (409); the avatar is the url of a picture you uploaded (POST /uploads), shown as its 256 px square copy, or null. Both show in the header, the realm members list and mail, never beside a secret identity.',
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(meSchema, 'The current user after the change.'), ...errorResponses(400, 401, 409, 415) },
      }),
      userRequired,
      requireJson(),
      validate('json', profileUpdateSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(meSchema.parse(await updateProfile(db, viewer, c.req.valid('json'))))
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
        const viewer = await c.var.viewer.required()
        return c.json(dexSchema.parse({ seasons: await dexOf(db, viewer) }))
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
        const viewer = await c.var.viewer.required()
        return c.json(settingsSchema.parse(await settingsOf(db, viewer)))
      },
    )
    .patch(
      '/users/@me/settings',
      describeRoute({
        operationId: 'updateSettings',
        summary: 'Set one decoration, or whether the daily digest comes (extension)',
        tags: ['users'],
        security: bearer,
        responses: { 200: jsonResponse(settingsSchema, 'The settings after the change.'), ...errorResponses(400, 401, 415) },
      }),
      userRequired,
      requireJson(),
      validate('json', settingsUpdateSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(settingsSchema.parse(await changeSettings(db, viewer, c.req.valid('json'), now())))
      },
    )
}
