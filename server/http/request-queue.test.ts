import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestQueue } from './request-queue'

describe('requestQueue', () => {
  it('lets `limit` requests work at once and starts the others in the order they came', async () => {
    const started: number[] = []
    const finish: (() => void)[] = []
    let working = 0
    let most = 0
    const app = new Hono().use(requestQueue(2)).get('/:n', async (c) => {
      started.push(Number(c.req.param('n')))
      working += 1
      most = Math.max(most, working)
      await new Promise<void>((resolve) => finish.push(resolve))
      working -= 1
      return c.text(c.req.param('n'))
    })
    const answers = [1, 2, 3, 4, 5].map((n) => app.request(`/${n}`))
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10))
    await settle()
    expect(started).toEqual([1, 2])
    finish.shift()?.()
    await settle()
    expect(started).toEqual([1, 2, 3])
    while (finish.length > 0) {
      finish.shift()?.()
      await settle()
    }
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual(['1', '2', '3', '4', '5'])
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
  })
})
