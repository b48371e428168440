import { afterAll, describe, expect, it } from 'vitest'
import { ApiError, messages } from '../lib/api-error'
import { phonePhoto, plainPng } from '../test/pictures'
import { PictureWorker } from './picture-worker'

const worker = new PictureWorker()
afterAll(() => worker.stop())

describe('the image work in a child process', () => {
  it('runs at the lowest priority, and answers a picture re-encoded or refused with its message', async () => {
    const picture = await worker.process(await plainPng(700, 100))
    expect([picture.contentType, picture.width, picture.height, picture.copies.map(({ copy }) => copy)]).toEqual([
      'image/png',
      700,
      100,
      [null, 320, 640, 'square'],
    ])
    const { getPriority } = await import('node:os')
    expect(getPriority(worker.pid)).toBe(19)
    await expect(worker.process(new TextEncoder().encode('not a picture'))).rejects.toEqual(new ApiError(415, messages.uploadNotPicture))
  })

  it('answers 415 for the picture it was working on when its child died, and starts another for the next', async () => {
    const big = await phonePhoto(6000, 4000)
    const before = worker.pid
    const working = worker.process(big)
    // Ended as a decoder crash would end it.
    process.kill(before ?? 0, 'SIGKILL')
    await expect(working).rejects.toEqual(new ApiError(415, messages.uploadUnreadable))
    const next = await worker.process(await plainPng(50, 50))
    expect(next.width).toBe(50)
    expect(worker.pid).not.toBe(before)
  })
})
