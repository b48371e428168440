// What the benchmarks ask of a server with the demo seed: its boards, a demo user's token, the
// body of a post. Every part finds its threads and writes its replies the same way.
import { demoLogin } from './demo-logins.mjs'

/** The answer's JSON; a failed answer throws, saying what was asked and what came back. */
export async function json(response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** The demo realm, its board `slug` (the Tea Room unless said) and the path of that board's feed. */
export async function demoBoard(url, slug = 'tea-room') {
  const realm = await json(await fetch(`${url}/api/realms/slug/demo`))
  const board = realm.boards.find((b) => b.slug === slug)
  return { realm, board, feedPath: `/api/feeds/boards/${board.id}` }
}

/** The access token of demo user `key` ('ada', the moderator; 'bo', a member). */
export async function demoToken(url, key) {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoLogin(key)),
  })
  return (await json(answer)).access_token
}

/** The body of a new thread or reply holding the Quill `ops`, with no tags or warnings. */
export function postBody(ops) {
  return { content: JSON.stringify({ ops }), whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] }
}

/** The body of a reply of one line of text, as JSON. */
export const textReply = (text) => JSON.stringify(postBody([{ insert: `${text}\n` }]))
