import type * as z from 'zod/mini'
import { loadRouteCode } from './route-code'
import type * as answersModule from '../contract/schemas/answers'

type AnswersModule = typeof answersModule
type Schemas = AnswersModule['answerSchemas']

/** An answer the app reads, by name (its schema: ./schemas/answers.ts). */
export type AnswerName = keyof Schemas
export type Answer<N extends AnswerName> = z.output<Schemas[N]>

let loading: Promise<AnswersModule> | undefined

/**
 * The answers' schemas, and zod with them: a chunk loaded with the first answer the app
 * checks (asked for as the request leaves, so the two travel together), not with the page.
 * A page the server drew is taken over from the data it came with and asks nothing, so it
 * loads none of it (docs/decisions/040). Loaded as a page's code is (./route-code.ts): during
 * an outage it waits for the server. A load that failed while the server answers is tried
 * again by the next answer, which a browser that keeps a failed import (decision 033) refuses
 * too: the reader is then told to reload.
 */
export function loadAnswerSchemas(): Promise<AnswersModule> {
  loading ??= loadRouteCode(() => import('../contract/schemas/answers')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Answers checked without the chunk: signing in, every refresh and logging out, so the
 * session never waits for zod (a returning reader's first page waits for their refresh), and
 * an acknowledgement, which says nothing more than that the server took the request.
 */
const plainChecks: { [N in AnswerName]?: (body: unknown) => boolean } = {
  accessToken: (body) =>
    isRecord(body) &&
    typeof body.access_token === 'string' &&
    typeof body.expires_at === 'string' &&
    !Number.isNaN(Date.parse(body.expires_at)),
  nothing: (body) => body === undefined,
  text: (body) => typeof body === 'string',
}

type Checked<T> = { success: true; data: T } | { success: false; error: unknown }

/** `body` checked as answer `name`: its data, typed, or why it is not one. */
export async function checkAnswer<N extends AnswerName>(name: N, body: unknown): Promise<Checked<Answer<N>>> {
  const plain = plainChecks[name]
  if (plain) {
    return plain(body) ? { success: true, data: body as Answer<N> } : { success: false, error: new TypeError(`not the ${name} answer`) }
  }
  const { answerSchemas } = await loadAnswerSchemas()
  // TypeScript cannot follow a generic name into the schemas: the result is typed by it here.
  return (answerSchemas[name] as z.ZodMiniType).safeParse(body) as Checked<Answer<N>>
}
