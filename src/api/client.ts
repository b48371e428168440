import { apiBaseUrl as baseUrl } from '../lib/app-config'
import { appOrigin } from '../lib/app-origin'
import { getAccessToken, sessionNumber, setAccessToken } from './access-token'
import { type Answer, type AnswerName, checkAnswer, loadAnswerSchemas } from './answers'
import { checkNow, noteUnreachable, untilReachable } from './reachability'

/** A failed request: the HTTP status (0 when the server could not be reached) and a message to show. */
export class ApiError extends Error {
  /** What a refusal's body said besides its message (a 412's current version), unchecked. */
  readonly body: unknown
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown; body?: unknown },
  ) {
    super(message, options)
    this.name = 'ApiError'
    this.body = options?.body
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface RequestOptions {
  method?: Method
  query?: Record<string, string | undefined>
  body?: unknown
  signal?: AbortSignal
  /** Sends cookies even to another origin: only the /auth calls need the refresh cookie. */
  withCookies?: boolean
  /** false: send no access token (logging in must not trip over a stale one). */
  authenticate?: boolean
  /** More request headers (a write's Idempotency-Key). */
  headers?: Record<string, string>
  /** Outlives the page: a request sent as the tab closes. */
  keepalive?: boolean
}

/** How the app's API requests travel: the platform's fetch, or the server's own API (setApiTransport). */
type Transport = (url: string, init: RequestInit) => Promise<Response>

let transport: Transport = (url, init) => fetch(url, init)

/**
 * Where the app's API requests go instead of the network: on the server, which renders pages
 * for visitors (docs/decisions/038), straight to its own API in the same process. No token or cookie
 * is ever set there, so every page is drawn as a visitor sees it.
 */
export function setApiTransport(next: Transport): void {
  transport = next
}

/** Absolute URL of an API path with its query, leaving out the undefined parameters. */
export function apiUrl(path: string, query: RequestOptions['query'] = {}): string {
  const url = new URL(`${baseUrl}${path}`, appOrigin())
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.href
}

/**
 * One API call: sends the bearer token, and when the server refuses it (expired, or
 * revoked by a logout elsewhere) refreshes it, once however many requests are waiting,
 * and tries again; if the session turns out to be over, tries again as a visitor, so
 * public pages still load. The answer is checked as `answer` (./schemas/answers.ts): a body
 * that does not match is an ApiError, never a crash later. A 204 is read as `undefined`.
 */
export async function apiRequest<N extends AnswerName>(path: string, answer: N, options: RequestOptions = {}): Promise<Answer<N>> {
  // The checking code travels with the first request rather than after its answer.
  loadAnswerSchemas().catch(() => undefined)
  const token = options.authenticate === false ? null : getAccessToken()
  let response = await send(path, options, token)
  if (token && response.status === 401) {
    // Another request may have refreshed already while this one was in flight.
    const fresh = getAccessToken() !== token ? getAccessToken() : await refreshAccessToken()
    if (fresh || getAccessToken() === null) response = await send(path, options, fresh)
  }
  return parseResponse(response, answer)
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  return reached(
    transport(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: options.withCookies ? 'include' : 'same-origin',
    }),
  )
}

/**
 * The response, or an ApiError with status 0 when the server could not be reached. Either way
 * of not reaching it (no connection, or a proxy in front answering 502–504 for a server that is
 * down) tells src/api/reachability.ts, which waits for it to come back.
 */
async function reached(response: Promise<Response>): Promise<Response> {
  let answer: Response
  try {
    answer = await response
  } catch (error) {
    // A cancelled query must stay a cancellation, or React Query would show it as a failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    noteUnreachable()
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', { cause: error })
  }
  if (answer.status >= 502 && answer.status <= 504) noteUnreachable()
  return answer
}

/** An answer fetched elsewhere (src/early.ts), read and checked like any other. */
export async function readApiResponse<N extends AnswerName>(response: Promise<Response>, answer: N): Promise<Answer<N>> {
  return parseResponse(await reached(response), answer)
}

async function parseResponse<N extends AnswerName>(response: Response, answer: N): Promise<Answer<N>> {
  if (!response.ok) {
    const body = await errorBody(response)
    throw new ApiError(response.status, messageOf(response.status, body), { body })
  }
  let body: unknown
  try {
    body = await readBody(response)
  } catch (error) {
    throw new ApiError(response.status, 'The server sent a reply that could not be read.', { cause: error })
  }
  return readAnswer(response.status, answer, body)
}

/**
 * A successful answer's body checked as `answer`: its data, or an ApiError when it does not
 * match. The check's code not loading though the server answers (this tab's build is gone
 * from it, or the browser keeps an import that failed in an outage: ./answers.ts) fails it
 * with the one remedy there is.
 */
export async function readAnswer<N extends AnswerName>(status: number, answer: N, body: unknown): Promise<Answer<N>> {
  let parsed
  try {
    parsed = await checkAnswer(answer, body)
  } catch (error) {
    throw new ApiError(0, 'This page is out of date. Reload it to go on.', { cause: error })
  }
  if (!parsed.success) throw new ApiError(status, 'The server sent a reply this app does not understand.', { cause: parsed.error })
  return parsed.data
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const type = response.headers.get('Content-Type') ?? ''
  return type.includes('json') ? response.json() : response.text()
}

/** A refusal's JSON body, or undefined when it has none. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    // Not JSON: the message is the generic text.
    return undefined
  }
}

/** The message of a failed answer's body (`{message}`), or a plain description when it has none. */
export function messageOf(status: number, body: unknown): string {
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
  if (typeof message === 'string' && message) return message
  return status === 404 ? 'This was not found.' : `The request failed (HTTP ${status}).`
}

let refreshing: Promise<string | null> | null = null

/** How long a refresh answered 429 waits before it asks again, at most (the server says when). */
const LONGEST_RATE_LIMIT_WAIT_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The wait a 429 asks for (`Retry-After`, seconds), within reason. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LONGEST_RATE_LIMIT_WAIT_MS) : 5_000
}

/** What one refresh came to: a token (or none, for good), or a reason to wait and try again. */
type RefreshAttempt = { token: string | null } | { waitMs: number } | { unreachable: true }

/**
 * Trades the refresh cookie for a new access token. Single-flight: callers that arrive
 * while a refresh is running share it, because the server rotates the cookie on every use
 * and a second refresh with the old cookie would fail. Across tabs a Web Lock does the
 * same (each tab then sends the cookie the previous one received). Resolves to null when
 * there is no new token; the token is cleared only when the server says the session is
 * over. A refresh that could not reach the server waits until it answers again, and one
 * answered 429 (too many refreshes) waits as long as the server asks: neither is a sign-out
 * (docs/decisions/028). The waits happen outside the lock: a tab that waits holds up no other.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = sessionNumber()
    for (;;) {
      const attempt = await withRefreshLock(() => refreshOnce(session))
      if ('token' in attempt) return attempt.token
      if ('waitMs' in attempt) await sleep(attempt.waitMs)
      // The server answers but the refresh cannot reach it (a proxy or an extension in the
      // way): asking again would only spin.
      else if (await checkNow()) return null
      else await untilReachable()
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function refreshOnce(session: number): Promise<RefreshAttempt> {
  let response: Response
  try {
    response = await send('/auth/refresh', { method: 'POST', withCookies: true }, null)
  } catch (error) {
    return error instanceof ApiError && error.status === 0 ? { unreachable: true } : { token: null }
  }
  if (response.status === 429) return { waitMs: retryAfterMs(response) }
  if (response.status >= 502 && response.status <= 504) return { unreachable: true }
  try {
    const { access_token } = await parseResponse(response, 'accessToken')
    // A logout while this was in flight wins: its token must not come back.
    if (session !== sessionNumber()) return { token: null }
    setAccessToken(access_token)
    return { token: access_token }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setAccessToken(null)
    return { token: null }
  }
}

function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  // jsdom and old browsers have no Web Locks; one tab alone is safe without them.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return refresh()
  return navigator.locks.request('teahouse-token-refresh', refresh)
}
