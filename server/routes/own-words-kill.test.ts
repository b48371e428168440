import { afterAll, expect, it } from 'vitest'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { revisionsResponseSchema } from '../../src/contract/schemas/own-words'
import { searchPageSchema } from '../../src/contract/schemas/search'
import { threadSchema } from '../../src/contract/schemas/thread'
import { sparePort, type SpawnedServer } from '../../scripts/lib/spawn-server.mjs'
import { api, postReply, serverProcesses, teaRoomSetting } from '../test/server-processes'
import { deltaOf } from '../test/replies'

// A server process killed (SIGKILL) while its author edits a post, edit after edit: once it is
// back, the post stands at one revision whole — its words, its versions and its search
// document all of that revision — never part of one and part of the next.

const processes = serverProcesses()
afterAll(() => processes.cleanUp())

/** The words of the edit that made revision `revision`: one search word of its own. */
const wordsOf = (revision: number) => `Steeped version${revision}leaf`

async function found(server: SpawnedServer, realmId: string, revision: number, postId: string): Promise<boolean> {
  const params = new URLSearchParams({ realm: realmId, q: `version${revision}leaf` })
  const { results } = await api(server, `/search?${params}`, searchPageSchema)
  return results.some((result) => result.post_id === postId && result.comment_id === null)
}

it('leaves an edit cut off by a SIGKILL all there or not there at all: words, versions and search agree', async () => {
  const env = await processes.databaseEnv()
  const port = await sparePort()
  const first = await processes.start(env, port)
  const { token, realmId, threadId, starterId } = await teaRoomSetting(first)
  const postId = await postReply(first, token, starterId, wordsOf(1))

  // Edit after edit, each against the revision the one before made, until the process dies.
  let acknowledged = 1
  const editing = (async () => {
    for (;;) {
      const answer = await fetch(`${first.url}/api/posts/${postId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'If-Match': `"${acknowledged}"` },
        body: JSON.stringify({ content: deltaOf(wordsOf(acknowledged + 1)) }),
      }).catch(() => null)
      if (!answer?.ok) return
      acknowledged = contributionSchema.parse(await answer.json()).revision
    }
  })()
  while (acknowledged < 6) await new Promise((resolve) => setTimeout(resolve, 20))
  process.kill(first.pid ?? 0, 'SIGKILL')
  await editing
  await first.stop()

  const second = await processes.start(env, port)
  const thread = await api(second, `/threads/${threadId}`, threadSchema)
  const post = thread.posts.find((each) => each.id === postId)
  if (!post) throw new Error('the post is gone')
  // The edit in flight at the kill went through whole, or not at all.
  expect([acknowledged, acknowledged + 1]).toContain(post.revision)
  expect(post.content).toBe(deltaOf(wordsOf(post.revision)))
  const { revisions } = await api(second, `/posts/${postId}/revisions`, revisionsResponseSchema)
  expect(revisions[0]).toMatchObject({ revision: post.revision, content: post.content })
  expect(await found(second, realmId, post.revision, postId)).toBe(true)
  expect(await found(second, realmId, post.revision - 1, postId)).toBe(false)
  expect(await found(second, realmId, post.revision + 1, postId)).toBe(false)
})
