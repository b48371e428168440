import { Hono, type Context } from 'hono'
import { describeRoute } from 'hono-openapi'
import type { BoardStates } from '../forum/board-states'
import type { Viewer } from '../forum/viewer'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, noContent } from '../http/openapi'
import { validate } from '../http/validation'
import { boardParams } from './params'

/** The reader's own settings of a board (design.md, "Reader controls"): each 204, and the same when repeated. */
export function boardStateRoutes(states: BoardStates) {
  const route = (operationId: string, summary: string, act: (viewer: Viewer, boardId: string) => Promise<void>) =>
    [
      describeRoute({
        operationId,
        summary,
        tags: ['reader controls'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', boardParams),
      async (c: Context<ApiEnv, '/boards/:board_id'>) => {
        // A uuid: validated above.
        await act(await c.var.viewer.required(), c.req.param('board_id'))
        return c.body(null, 204)
      },
    ] as const
  return new Hono<ApiEnv>()
    .post(
      '/boards/:board_id/mute',
      ...route('muteBoard', "Mute a board: it leaves the realm home's latest threads and brings no notifications", (viewer, id) =>
        states.mute(viewer, id, true),
      ),
    )
    .delete('/boards/:board_id/mute', ...route('unmuteBoard', 'Unmute a board', (viewer, id) => states.mute(viewer, id, false)))
    .post(
      '/boards/:board_id/pin',
      ...route('pinBoard', "Pin a board: it comes first in the reader's board list", (viewer, id) => states.pin(viewer, id, true)),
    )
    .delete('/boards/:board_id/pin', ...route('unpinBoard', 'Unpin a board', (viewer, id) => states.pin(viewer, id, false)))
    .post(
      '/boards/:board_id/visits',
      ...route('visitBoard', 'Record a visit: the board has no news until someone else writes on it', (viewer, id) =>
        states.visit(viewer, id),
      ),
    )
}
