// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { embedInsertForUrl } from './embed-for-url'
import { readBlockEmbed } from './embeds'

describe('embedInsertForUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    // The reference editor finds a video's id only in `?v=` or an embed address.
    ['https://youtube.com/shorts/dQw4w9WgXcQ', { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    ['  https://vimeo.com/76979871 ', { 'vimeo-embed': { url: 'https://vimeo.com/76979871' } }],
    ['https://x.com/tea/status/123', { tweet: { url: 'https://x.com/tea/status/123' } }],
    ['https://tea.tumblr.com/post/1234567/steeped', { 'tumblr-embed': 'https://tea.tumblr.com/post/1234567/steeped' }],
    ['https://www.reddit.com/r/tea/comments/abc/x/', { 'reddit-embed': { url: 'https://www.reddit.com/r/tea/comments/abc/x/' } }],
    ['https://www.pixiv.net/en/artworks/123', { 'pixiv-embed': { url: 'https://www.pixiv.net/en/artworks/123' } }],
    ['https://www.instagram.com/p/Cab-12/', { 'instagram-embed': { url: 'https://www.instagram.com/p/Cab-12/' } }],
    ['https://www.tiktok.com/@tea/video/701', { 'tiktok-embed': 'https://www.tiktok.com/@tea/video/701' }],
  ])('offers %s as %j', (url, insert) => {
    expect(embedInsertForUrl(url)).toEqual(insert)
  })

  it.each([
    'https://x.com/tea',
    'https://www.youtube.com/@channel',
    'https://example.com/video',
    'javascript:alert(1)',
    'two https://x.com/a/status/1',
    'mailto:a@x.com',
  ])('offers nothing for %j', (url) => {
    expect(embedInsertForUrl(url)).toBeNull()
  })

  it('offers what the renderer draws as a card of the same provider', () => {
    const insert = embedInsertForUrl('https://x.com/tea/status/123')
    expect(insert && readBlockEmbed(insert, {})).toMatchObject({ kind: 'card', provider: { id: 'x' }, url: 'https://x.com/tea/status/123' })
  })
})
