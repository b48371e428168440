import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { listen } from './listen'

describe('listen', () => {
  it('counts a request whose client hung up as under way until its handler has finished', async () => {
    let finish = () => {}
    const handled = new Promise<void>((resolve) => (finish = resolve))
    let started = () => {}
    const handling = new Promise<void>((resolve) => (started = resolve))
    const http = await listen(
      async () => {
        started()
        await handled
        return new Response('late')
      },
      { port: 0, hostname: '127.0.0.1' },
    )
    try {
      const socket = net.connect(http.port, '127.0.0.1')
      socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await handling
      socket.destroy()
      await expect.poll(() => http.openAnswers()).toBe(0)
      let answered = false
      const whenAnswered = http.answered().then(() => (answered = true))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(answered).toBe(false)
      finish()
      await whenAnswered
      expect(answered).toBe(true)
    } finally {
      finish()
      await new Promise((resolve) => http.server.close(resolve))
    }
  })
})
