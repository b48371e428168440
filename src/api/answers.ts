import type * as z from 'zod/mini'
import type * as answersModule from './schemas/answers'

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
 * loads none of it (docs/decisions/040). A load that failed is tried again by the next answer.
 */
export function loadAnswerSchemas(): Promise<AnswersModule> {
  loading ??= import('./schemas/answers').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

type Checked<T> = { success: true; data: T } | { success: false; error: unknown }

/** `body` checked as answer `name`: zod's result, its data typed. */
export async function checkAnswer<N extends AnswerName>(name: N, body: unknown): Promise<Checked<Answer<N>>> {
  const { answerSchemas } = await loadAnswerSchemas()
  // TypeScript cannot follow a generic name into the schemas: the result is typed by it here.
  return (answerSchemas[name] as z.ZodMiniType).safeParse(body) as Checked<Answer<N>>
}
