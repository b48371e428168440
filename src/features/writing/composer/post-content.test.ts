// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deltaStringInput } from '../../../contract/schemas/delta'
import { cleanOps, contentProblem, hasContent, isUploading, postContent } from './post-content'

describe('the content a post sends, from the editor', () => {
  it('keeps the formats the editor offers, as a JSON delta the server accepts', () => {
    const value = {
      ops: [
        { insert: 'Bold', attributes: { bold: true } },
        { insert: ' and ' },
        { insert: 'a link', attributes: { link: 'https://tea.example/' } },
        { insert: '\n', attributes: { header: 2 } },
        { insert: 'item' },
        { insert: '\n', attributes: { list: 'bullet' } },
        { insert: 'code' },
        { insert: '\n', attributes: { 'code-block': 'plain' } },
        { insert: { image: 'https://tea.example/pot.png' } },
        { insert: '\n' },
      ],
    }
    const content = postContent(value)
    expect(deltaStringInput.safeParse(content).success).toBe(true)
    expect(JSON.parse(content)).toEqual({
      ops: [
        { insert: 'Bold', attributes: { bold: true } },
        { insert: ' and ' },
        { insert: 'a link', attributes: { link: 'https://tea.example/' } },
        { insert: '\n', attributes: { header: 2 } },
        { insert: 'item' },
        { insert: '\n', attributes: { list: 'bullet' } },
        { insert: 'code' },
        { insert: '\n', attributes: { 'code-block': true } },
        { insert: { image: 'https://tea.example/pot.png' } },
        { insert: '\n' },
      ],
    })
  })

  it('drops what a paste may bring: script links, data images, video, formulas, colours, odd attributes', () => {
    const ops = cleanOps({
      ops: [
        { insert: 'x', attributes: { link: 'javascript:alert(1)', color: 'red', bold: 'yes', script: 'sub' } },
        { insert: { image: 'data:image/png;base64,AAAA' } },
        { insert: { video: 'https://video.example/' } },
        { insert: { formula: 'e=mc^2' } },
        { insert: 'y', attributes: { header: 1 } },
        { insert: '\n', attributes: { header: 7, align: 'center', list: 'checked' } },
      ],
    })
    expect(ops).toEqual([{ insert: 'x' }, { insert: 'y' }, { insert: '\n' }])
  })

  it('keeps the embeds the editor makes, each rewritten from its link alone', () => {
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    const tweet = 'https://x.com/teahouse/status/1234567890'
    const ops = cleanOps({
      ops: [
        { insert: { 'youtube-video': video } },
        {
          insert: { tweet: { url: tweet, embedWidth: 1e9, embedHeight: -1, spoilers: true, html: '<script>alert(1)</script>' } },
          attributes: { onclick: 'alert(1)' },
        },
        { insert: { 'tumblr-embed': { href: 'https://staff.tumblr.com/post/123456789', did: '"><script>alert(1)</script>' } } },
        { insert: '\n' },
      ],
    })
    expect(ops).toEqual([
      { insert: { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' } },
      { insert: { tweet: { url: tweet } } },
      { insert: { 'tumblr-embed': 'https://staff.tumblr.com/post/123456789' } },
      { insert: '\n' },
    ])
  })

  it.each<[string, Record<string, unknown>]>([
    ['a javascript: video', { 'youtube-video': 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['a javascript: tweet', { tweet: { url: 'javascript:alert(1)' } }],
    ['markup for a link', { 'reddit-embed': { url: '"><script>alert(1)</script>' } }],
    ['a data: URL', { 'instagram-embed': { url: 'data:text/html,<script>alert(1)</script>' } }],
    ['a 10,000-character URL', { 'youtube-video': `https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=${'1'.repeat(10_000)}` }],
    ['a link that is no single post', { tweet: { url: 'https://x.com/teahouse' } }],
    ['a link to another site', { 'pixiv-embed': { url: 'https://evil.example/artworks/1' } }],
    ['no link at all', { 'vimeo-embed': { width: 640 } }],
    ['a value that is not an object', { 'tiktok-embed': 42 }],
    ['an embed the editor cannot make', { 'oembed-embed': { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }],
    ['an unknown embed', { iframe: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    ['a javascript: block image', { 'block-image': { src: 'javascript:alert(1)', width: 10, height: 10 } }],
    ["an upload's placeholder", { 'upload-placeholder': '7b1c' }],
  ])('drops an embed with %s', (_what, insert) => {
    expect(cleanOps({ ops: [{ insert }, { insert: '\n' }] })).toEqual([{ insert: '\n' }])
  })

  it('keeps a picture from the device as design.md stores it: address and size, its description trimmed as an attribute', () => {
    const src = `/uploads/${'a'.repeat(64)}.jpg`
    expect(
      cleanOps({
        ops: [
          { insert: { 'block-image': { src, width: 1200, height: 1600, extra: '<b>' } }, attributes: { alt: '  A teapot  ', bold: true } },
          { insert: { 'block-image': { src, width: 0, height: 10 } } },
          { insert: '\n' },
        ],
      }),
    ).toEqual([
      { insert: { 'block-image': { src, width: 1200, height: 1600 } }, attributes: { alt: 'A teapot' } },
      { insert: { 'block-image': { src } } },
      { insert: '\n' },
    ])
  })

  it('will not post while a picture is still uploading, and says so', () => {
    const uploading = { ops: [{ insert: 'Look:\n' }, { insert: { 'upload-placeholder': '7b1c' } }, { insert: '\n' }] }
    expect(isUploading(uploading)).toBe(true)
    expect(contentProblem(uploading)).toBe('A picture is still uploading: wait for it to finish, or cancel it.')
    expect(isUploading({ ops: [{ insert: 'Look\n' }] })).toBe(false)
  })

  it('rewrites an embed whose link belongs to another kind as that kind', () => {
    const video = 'https://youtu.be/dQw4w9WgXcQ'
    expect(cleanOps({ ops: [{ insert: { tweet: { url: video } } }] })).toEqual([
      { insert: { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' } },
    ])
  })

  it('ends the document with a newline, as a Quill document does', () => {
    expect(JSON.parse(postContent({ ops: [{ insert: 'no newline' }] }))).toEqual({ ops: [{ insert: 'no newline' }, { insert: '\n' }] })
  })

  it('calls a document of blanks empty, and a lone picture or embed not', () => {
    expect(hasContent({ ops: [{ insert: ' \n\n' }] })).toBe(false)
    expect(hasContent({ ops: [{ insert: { image: 'data:image/png;base64,AA' } }, { insert: '\n' }] })).toBe(false)
    expect(hasContent({ ops: [{ insert: { image: '/images/pot.png' } }, { insert: '\n' }] })).toBe(true)
    expect(hasContent({ ops: [{ insert: { 'youtube-video': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }, { insert: '\n' }] })).toBe(
      true,
    )
    expect(hasContent({ ops: [{ insert: { 'youtube-video': 'javascript:alert(1)' } }, { insert: '\n' }] })).toBe(false)
    expect(contentProblem({ ops: [{ insert: '\n' }] })).toBe('Write something first.')
  })

  it('says when a document is over the size limit, before the server has to', () => {
    expect(contentProblem({ ops: [{ insert: `${'a'.repeat(60 * 1024)}\n` }] })).toBeNull()
    expect(contentProblem({ ops: [{ insert: `${'a'.repeat(65 * 1024)}\n` }] })).toMatch(/too long to post: at most 64 KiB/)
  })
})
