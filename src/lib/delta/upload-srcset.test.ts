// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { uploadSrcSet } from './upload-srcset'

const hash = 'c0ffee'.padEnd(64, '0')

describe('uploadSrcSet', () => {
  it('lists the copies narrower than an uploaded picture, then the picture, by width', () => {
    expect(uploadSrcSet(`/uploads/${hash}.jpg`, 1600)).toBe(
      `/uploads/${hash}-320.jpg 320w, /uploads/${hash}-640.jpg 640w, /uploads/${hash}-1280.jpg 1280w, /uploads/${hash}.jpg 1600w`,
    )
    expect(uploadSrcSet(`/uploads/${hash}.webp`, 500)).toBe(`/uploads/${hash}-320.webp 320w, /uploads/${hash}.webp 500w`)
    expect(uploadSrcSet(`/uploads/${hash}.png`, 300)).toBe(`/uploads/${hash}.png 300w`)
  })

  it('has none for another picture, a copy, an unknown width or a name that only looks like one', () => {
    expect(uploadSrcSet('https://tea.example/pot.jpg', 1600)).toBeUndefined()
    expect(uploadSrcSet('/images/pot.jpg', 1600)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash}-640.jpg`, 640)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash}.jpg`, null)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash}.svg`, 1600)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash.toUpperCase()}.jpg`, 1600)).toBeUndefined()
    expect(uploadSrcSet(`/elsewhere/uploads/${hash}.jpg`, 1600)).toBeUndefined()
    expect(uploadSrcSet(`https://other.example/uploads/${hash}.jpg`, 1600)).toBeUndefined()
  })
})
