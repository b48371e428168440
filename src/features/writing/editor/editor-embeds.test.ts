// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { embedForLink, embedOfferFor } from './editor-embeds'

const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const embedded = 'https://www.youtube.com/embed/dQw4w9WgXcQ'

describe('embedOfferFor: the offer after a paste', () => {
  it.each([
    [video, 'YouTube video', { 'youtube-video': embedded }],
    ['https://vimeo.com/76979871', 'Vimeo video', { 'vimeo-embed': { url: 'https://vimeo.com/76979871' } }],
    [
      'https://twitter.com/teahouse/status/1234567890',
      'X (Twitter) post',
      { tweet: { url: 'https://twitter.com/teahouse/status/1234567890' } },
    ],
    ['https://staff.tumblr.com/post/123456789', 'Tumblr post', { 'tumblr-embed': 'https://staff.tumblr.com/post/123456789' }],
    [
      'https://www.tiktok.com/@tea/video/7234567890123456789',
      'TikTok video',
      { 'tiktok-embed': 'https://www.tiktok.com/@tea/video/7234567890123456789' },
    ],
    ['https://www.pixiv.net/en/artworks/12345', 'pixiv post', { 'pixiv-embed': { url: 'https://www.pixiv.net/en/artworks/12345' } }],
  ])('offers %s as a %s', (link, noun, insert) => {
    expect(embedOfferFor(link, link)).toEqual({ link, noun, insert })
  })

  it('reads the link without the blanks around it, on a line that has only blanks besides', () => {
    expect(embedOfferFor(`  ${video}\n`, `${video} `)).toMatchObject({ link: video, noun: 'YouTube video' })
  })

  it.each([
    ['a link with words before it on its line', video, `Look: ${video}`],
    ['a paste of words and a link', `Look: ${video}`, `Look: ${video}`],
    ['two links', `${video} ${video}`, `${video} ${video}`],
    ['a link to no post or video', 'https://x.com/teahouse', 'https://x.com/teahouse'],
    ['a link to another site', 'https://tea.example/watch?v=dQw4w9WgXcQ', 'https://tea.example/watch?v=dQw4w9WgXcQ'],
    ['a script link', 'javascript:alert(1)', 'javascript:alert(1)'],
    ['nothing', '', ''],
  ])('offers nothing for %s', (_what, pasted, line) => {
    expect(embedOfferFor(pasted, line)).toBeNull()
  })
})

describe('embedForLink', () => {
  it('leaves a link longer than any real post address as a link', () => {
    const long = `${video}&t=${'1'.repeat(2100)}`
    expect(embedForLink(`${video}&t=1`)).toEqual({ 'youtube-video': embedded })
    expect(embedForLink(long)).toBeNull()
  })
})
