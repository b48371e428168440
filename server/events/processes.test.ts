import { afterAll, describe, expect, it } from 'vitest'
import { eventDataSchemas } from '../../src/contract/schemas/events'
import { testDatabaseKind } from '../db/test-queries/databases'
import { openEvents, type OpenEventStream, type ReceivedEvent } from '../test/event-stream'
import { postReply, serverProcesses, teaRoomSetting } from '../test/server-processes'
import { sparePort } from '../../scripts/lib/spawn-server.mjs'

// Real server processes: what one process writes reaches readers of another, and a server
// killed mid-stream loses no event its readers had not yet received.

const processes = serverProcesses()
afterAll(() => processes.cleanUp())
const { start, databaseEnv } = processes

const postIdOf = (event: ReceivedEvent) => eventDataSchemas.contribution.parse(event.data).post_id
const isContribution = (event: ReceivedEvent) => event.type === 'contribution'

describe('events across processes', () => {
  if (testDatabaseKind() === 'postgres') {
    it('a reply posted through one process reaches a reader connected to the other', async () => {
      const env = await databaseEnv()
      const [one, two] = await Promise.all([start(env), start(env)])
      const { token, threadId, starterId } = await teaRoomSetting(one)
      const reader = await openEvents(two.url, { threads: [threadId] })
      processes.onCleanup(async () => reader.close())
      expect(reader.status).toBe(200)
      const posted = await postReply(one, token, starterId, 'Through the first process.')
      const [event] = await reader.waitFor(isContribution)
      expect(event && postIdOf(event)).toBe(posted)
    })
  }

  it('a server killed while readers listen loses none of their events, and sends none twice, once restarted', async () => {
    const env = await databaseEnv()
    const port = await sparePort()
    const first = await start(env, port)
    const { token, threadId, starterId } = await teaRoomSetting(first)
    let reader: OpenEventStream = await openEvents(first.url, { threads: [threadId] })
    const posted = [await postReply(first, token, starterId, 'One.'), await postReply(first, token, starterId, 'Two.')]
    await reader.waitFor(isContribution, 2)
    // Committed just before the kill: whether it went out live or not, the reader must get it.
    posted.push(await postReply(first, token, starterId, 'Three, then the kill.'))
    process.kill(first.pid ?? 0, 'SIGKILL')
    await first.stop()
    await reader.waitForEnd()
    const received = [...reader.events.filter(isContribution)]

    const second = await start(env, port)
    posted.push(await postReply(second, token, starterId, 'Four, after the restart.'))
    reader = await openEvents(second.url, { threads: [threadId], lastEventId: received.at(-1)?.id ?? '' })
    processes.onCleanup(async () => reader.close())
    posted.push(await postReply(second, token, starterId, 'Five, live again.'))
    await reader.waitFor((event) => isContribution(event) && postIdOf(event) === posted.at(-1), 1, 10_000)
    received.push(...reader.events.filter(isContribution))
    expect(received.map(postIdOf)).toEqual(posted)
    expect(new Set(received.map((event) => event.id)).size).toBe(posted.length)
  })
})
