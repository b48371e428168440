import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { ApiError } from '../../../api/client'
import { randomId } from '../../../lib/random-id'

/**
 * How a post failed, by what the writer can do about it:
 * - `retry`: it may not have arrived, or the server failed (network, 5xx, 409): try again, same key;
 * - `sign-in`: the session is over (the client's own refresh was refused): sign in, then retry;
 * - `refused`: the server said no (400, 403, 404, 413, 422): its message, beside the editor.
 */
type PostingFailure = { kind: 'retry' | 'sign-in' | 'refused'; message: string }

function failureOf(error: Error): PostingFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry', message: error.message }
  if (error.status === 0 || error.status >= 500 || error.status === 409) return { kind: 'retry', message: error.message }
  // The key of a post that went through after all, sent again with other words (see post()).
  if (error.status === 422)
    return { kind: 'refused', message: 'Your post went through before these changes: it is in the thread. Reload the page to see it.' }
  if (error.status === 401) return { kind: 'sign-in', message: 'Your session has ended. Sign in again and your post is sent as it is.' }
  return { kind: 'refused', message: error.message }
}

/**
 * Sends a post exactly once. Each new body gets its own Idempotency-Key; sending the same
 * body again (Retry, or Post pressed again after a failure) reuses it, so a post whose answer
 * was lost on the way is not posted twice. After such an unclear failure the key is kept even
 * when the words change: had the first try arrived, a new key would post them twice; with the
 * old one the server says so instead (422).
 */
export function usePosting<Body, Result>(
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  onPosted: (result: Result) => void,
) {
  const attempt = useRef<{ json: string; key: string } | null>(null)
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: Body; key: string }) => send(body, key),
    onSuccess: (result) => {
      attempt.current = null
      onPosted(result)
    },
  })

  function post(body: Body) {
    if (mutation.isPending) return
    const json = JSON.stringify(body)
    const unclear = mutation.error !== null && failureOf(mutation.error).kind !== 'refused'
    if (!attempt.current || (attempt.current.json !== json && !unclear)) attempt.current = { json, key: randomId() }
    mutation.mutate({ body, key: attempt.current.key })
  }

  return {
    post,
    sending: mutation.isPending,
    /** The failure as it came, for a composer that reads more into it (an edit's conflict). */
    error: mutation.error,
    failure: mutation.error ? failureOf(mutation.error) : null,
    clearFailure: mutation.reset,
  }
}
