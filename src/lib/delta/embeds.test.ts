// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardClamp, contentBlocks } from './delta-lines'
import { deltaTitle } from './delta-title'
import { shownUrl } from './embeds'
import { providerOf, videoPlayerSrc } from './providers'

describe('providerOf', () => {
  it.each([
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://mobile.twitter.com/a/status/1', 'x'],
    ['https://x.com/a/status/1', 'x'],
    ['https://old.reddit.com/r/tea', 'reddit'],
    ['https://some-blog.tumblr.com/post/1', 'tumblr'],
    ['https://www.tiktok.com/@a/video/1', 'tiktok'],
    // Look-alikes are not the provider.
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://notx.com/a/status/1', null],
    ['https://eviltumblr.com/post/1', null],
  ])('reads %s as %s', (url, id) => {
    expect(providerOf(new URL(url)).id).toBe(id)
  })
})

describe('videoPlayerSrc', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    // Where a link starts, and an unlisted video's key, go along; anything else stays behind.
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=%22%3E', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://vimeo.com/76979871/abc123def0', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abc123def0'],
    ['https://vimeo.com/76979871/%22onload', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E', null],
    ['https://www.youtube.com/results?search_query=tea', null],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://example.com/embed/dQw4w9WgXcQ', null],
  ])('plays %s with %s', (url, player) => {
    expect(videoPlayerSrc(new URL(url))).toBe(player)
  })

  it('only ever frames the two origins the CSP allows (server/site.ts frame-src)', () => {
    const urls = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://vimeo.com/1',
      'https://player.vimeo.com/video/2',
    ]
    const origins = urls.map((url) => new URL(videoPlayerSrc(new URL(url)) ?? 'https://none.invalid').origin)
    expect([...new Set(origins)].sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com'])
  })
})

describe('shownUrl', () => {
  it('shows host and path, without www, query or scheme, cut at 60 characters', () => {
    expect(shownUrl('https://www.example.com/a/b?secret=1#x')).toBe('example.com/a/b')
    expect(shownUrl(`https://example.com/${'x'.repeat(200)}`)).toHaveLength(60)
  })
})

describe('titles and clamping with embeds', () => {
  const content = JSON.stringify([
    { insert: 'The killer is ' },
    { insert: 'the butler', attributes: { 'inline-spoilers': true } },
    { insert: ', obviously\n' },
  ])

  it('says "[spoiler]" in a title instead of the hidden words', () => {
    expect(deltaTitle(contentBlocks(content), content)).toEqual({ text: 'The killer is [spoiler], obviously', block: null })
  })

  it('says a spoiler of a picture and words once in a title', () => {
    const hidden = { 'inline-spoilers': true }
    const mixed = JSON.stringify([
      { insert: 'It was ' },
      { insert: 'the ', attributes: hidden },
      { insert: { image: '/images/cat.png' }, attributes: hidden },
      { insert: 'cat', attributes: hidden },
      { insert: '\n' },
    ])
    expect(deltaTitle(contentBlocks(mixed), mixed).text).toBe('It was [spoiler]')
  })

  it('clamps a post with a block picture in a feed, and not one with only a card', () => {
    expect(cardClamp(JSON.stringify([{ insert: { 'block-image': { src: '/images/a.png', width: 1, height: 1 } } }]))).toBe('picture')
    expect(cardClamp(JSON.stringify([{ insert: { tweet: { url: 'https://x.com/a/status/1' } } }]))).toBeNull()
  })

  it('clamps a post of several cards, or of many placeholders, however little text it has', () => {
    const tweet = { insert: { tweet: 'https://x.com/a/status/1' } }
    expect(cardClamp(JSON.stringify([tweet, tweet]))).toBe('long')
    expect(cardClamp(JSON.stringify(Array.from({ length: 2000 }, () => ({ insert: { x: 1 } }))))).toBe('long')
  })
})
