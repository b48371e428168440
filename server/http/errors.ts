import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { sqlState } from '../lib/sql-state'
import { ApiError, messages } from '../lib/api-error'
import { bearerChallenge } from './bearer-challenge'
import { clientLeft } from './client-connection'

export function notFoundHandler(c: Context) {
  return c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404)
}

/** Turns every thrown error into `{message}`; only the unexpected ones are a 500. */
export function errorHandler(error: Error, c: Context) {
  // Every 401 of the API is answered here, so each one says how to authenticate.
  if ((error instanceof ApiError || error instanceof HTTPException) && error.status === 401) {
    c.header('WWW-Authenticate', bearerChallenge(c.req.header('Authorization'), error.message))
  }
  if (error instanceof ApiError) return c.json({ message: error.message }, error.status)
  if (error instanceof HTTPException) {
    // Hono's own 4xx: keep the status, give a JSON body.
    return c.json({ message: error.message || 'Bad request.' }, error.status)
  }
  // A net under validation: values the database refuses (a NUL byte, a date out of range)
  // are the caller's input, and two requests racing for one unique row is a conflict.
  const code = sqlState(error)
  if (code?.startsWith('22')) return c.json({ message: messages.unstorableValue }, 400)
  if (code === '23505') return c.json({ message: messages.conflict }, 409)
  if (clientLeft(error, c)) {
    // Anyone can hang up mid-request: worth one line, not a stack. Nobody reads the answer.
    console.info(`The client left before sending all of ${c.req.method} ${c.req.path}.`)
    return c.json({ message: messages.clientLeft }, 400)
  }
  console.error(error)
  return c.json({ message: messages.internal }, 500)
}
