import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { expectSafeDom } from '../../test/expect-safe-dom'
import { DeltaContent } from './DeltaContent'
import { forgetSpoilerReveals } from './spoiler-reveals'

// The reference editor's own embeds (BobaBoard's boba-editor), in the shapes its posts hold.

const delta = (ops: unknown[]) => JSON.stringify(ops)
const embedPost = (insert: unknown, attributes?: unknown) => delta([{ insert: 'Look:\n' }, { insert, attributes }, { insert: '\n' }])

function renderContent(content: string) {
  const { container } = render(<DeltaContent content={content} />)
  const root = container.firstElementChild
  if (!(root instanceof HTMLDivElement)) throw new Error('DeltaContent did not render a <div>')
  return root
}

const card = (name: RegExp | string) => screen.getByRole('group', { name })
const openLink = (provider: string) => screen.getByRole('link', { name: new RegExp(`^Open on ${provider.replace(/[()]/g, '\\$&')}`) })

afterEach(forgetSpoilerReveals)

describe('block images', () => {
  it('keeps the stored size as width and height, loads lazily, and takes its alt from the op', () => {
    const root = renderContent(
      embedPost({ 'block-image': { src: 'https://cdn.example/meme.png', width: 640, height: 480 } }, { alt: 'A cat in a teapot' }),
    )
    const picture = screen.getByRole('img', { name: 'A cat in a teapot' })
    expect(picture).toHaveAttribute('src', 'https://cdn.example/meme.png')
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['640', '480', 'lazy'])
    expect(screen.queryByText('image')).toBeNull()
    expectSafeDom(root)
  })

  it.each([
    ['negative', -5, 100],
    ['zero', 0, 100],
    ['absurd', 1e9, 100],
    ['a string', '640', 480],
    ['missing', undefined, 480],
  ])('reserves no space for a %s size, and draws it bounded', (_name, width, height) => {
    const root = renderContent(embedPost({ 'block-image': { src: '/images/a.png', width, height } }))
    const picture = root.querySelector('img')
    if (!picture) throw new Error('no picture')
    expect([picture.hasAttribute('width'), picture.hasAttribute('height')]).toEqual([false, false])
    expect(picture).toHaveClass('max-w-full', 'max-h-[80vh]')
    expectSafeDom(root)
  })

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', '"><script>alert(1)</script>'])(
    'shows "Unsupported content" instead of a picture from %j',
    (src) => {
      const root = renderContent(embedPost({ 'block-image': { src, width: 10, height: 10 } }))
      expect(root.querySelector('img')).toBeNull()
      expect(screen.getByText('Unsupported content')).toBeInTheDocument()
      expectSafeDom(root)
    },
  )
})

// The reference editor shows a post's pictures as posted: a wall of memes is a wall of memes.
describe('pictures posted without a description', () => {
  it.each([
    ['inline', { image: '/images/meme.png' }],
    ['block', { 'block-image': { src: '/images/meme.png', width: 640, height: 480 } }],
    ['block, in the old shape', { 'block-image': 'https://cdn.example/old-shape.gif' }],
  ])('show nothing but the picture, which a screen reader still announces (%s)', (_shape, insert) => {
    const root = renderContent(embedPost(insert))
    // Every text node of the post, hidden or not: what is not here, no one sees.
    expect(root.textContent).toBe('Look:')
    expect(root.querySelector('figcaption')).toBeNull()
    expect(screen.getByRole('img', { name: 'image' })).toBe(root.querySelector('img'))
  })
})

describe('cards for posts on other sites', () => {
  it.each([
    [
      'tweet',
      { url: 'https://twitter.com/bobaboard/status/1234567890', embedWidth: 550, embedHeight: 700 },
      'X (Twitter)',
      'twitter.com/bobaboard/status/1234567890',
    ],
    [
      'reddit-embed',
      { url: 'https://www.reddit.com/r/tea/comments/abc123/oolong/', embedWidth: 500, embedHeight: 300 },
      'Reddit',
      'reddit.com/r/tea/comments/abc123/oolong/',
    ],
    [
      'pixiv-embed',
      { url: 'https://www.pixiv.net/en/artworks/87654321', embedWidth: 500, embedHeight: 600 },
      'pixiv',
      'pixiv.net/en/artworks/87654321',
    ],
    [
      'instagram-embed',
      { url: 'https://www.instagram.com/p/CabcDEF123/', embedWidth: 400, embedHeight: 500 },
      'Instagram',
      'instagram.com/p/CabcDEF123/',
    ],
    [
      'tumblr-embed',
      { href: 'https://bobaboard.tumblr.com/post/123456789/hello', did: 'abc', embedWidth: 540, embedHeight: 400 },
      'Tumblr',
      'bobaboard.tumblr.com/post/123456789/hello',
    ],
    [
      'tiktok-embed',
      { id: '7012345678901234567', url: 'https://www.tiktok.com/@tea/video/7012345678901234567' },
      'TikTok',
      'tiktok.com/@tea/video/7012345678901234567',
    ],
    [
      'oembed-embed',
      { url: 'https://www.example.org/stories/tea', embedWidth: 500, embedHeight: 300 },
      'example.org',
      'example.org/stories/tea',
    ],
  ])('draws a %s as a card: our icon, the provider, where it goes and "Open on …"', (name, value, provider, shown) => {
    const root = renderContent(embedPost({ [name]: value }))
    const group = card(new RegExp(`: ${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    expect(within(group).getByText(provider)).toBeInTheDocument()
    expect(within(group).getByText(shown)).toBeInTheDocument()
    const link = openLink(provider)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer'])
    // Nothing plays and nothing loads from the other site.
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull()
    expect(root.querySelectorAll('img, iframe')).toHaveLength(0)
    expectSafeDom(root)
  })

  it('opens a Tumblr post at its own page, not at the iframe address the reference editor also keeps', () => {
    renderContent(
      embedPost({
        'tumblr-embed': {
          href: 'https://embed.tumblr.com/embed/post/1DU3s2LW_74-QOcKbxGMsw/647298900927053824',
          did: '211b71f5c49a42458fc23a95335d65c4331e91b4',
          url: 'https://bobaboard.tumblr.com/post/647298900927053824/this-april-1st',
          embedWidth: '500',
          embedHeight: '840',
        },
      }),
    )
    expect(openLink('Tumblr')).toHaveAttribute('href', 'https://bobaboard.tumblr.com/post/647298900927053824/this-april-1st')
  })

  it.each([
    [
      'a tweet',
      'https://twitter.com/BobaBoard/status/1263913643650908160',
      'X (Twitter) post: twitter.com/BobaBoard/status/1263913643650908160',
    ],
    // A wrong host is named as it is: the card never vouches for twitter.com.
    [
      'a tweet on a look-alike host',
      'https://tdddwitter.com/BobaBoard/status/1263913643650908160',
      'link: tdddwitter.com/BobaBoard/status/1263913643650908160',
    ],
  ])('reads %s written as a plain string, as the reference editor allows', (_name, value, name) => {
    renderContent(embedPost({ tweet: value }))
    expect(card(name)).toBeInTheDocument()
  })

  it('reads a TikTok written as a plain URL string', () => {
    renderContent(embedPost({ 'tiktok-embed': 'https://www.tiktok.com/@tea/video/7012345678901234567' }))
    expect(card('TikTok video: tiktok.com/@tea/video/7012345678901234567')).toBeInTheDocument()
  })

  it('finds a TikTok from its id alone', () => {
    renderContent(embedPost({ 'tiktok-embed': { id: '7012345678901234567' } }))
    expect(openLink('TikTok')).toHaveAttribute('href', 'https://www.tiktok.com/embed/v2/7012345678901234567')
  })

  it('names the site a card really goes to, whatever kind of embed claims it', () => {
    renderContent(embedPost({ tweet: { url: 'https://evil.example/phish' } }))
    expect(card('link: evil.example/phish')).toBeInTheDocument()
    expect(openLink('evil.example')).toHaveAttribute('href', 'https://evil.example/phish')
  })

  it('reads a scheme-less embed URL as https', () => {
    renderContent(embedPost({ 'oembed-embed': { url: 'www.example.com/page' } }))
    expect(openLink('example.com')).toHaveAttribute('href', 'https://www.example.com/page')
  })
})

describe('videos', () => {
  it.each([
    ['the embed URL the reference editor stores', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a watch URL in an object', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1' }],
    ['a youtu.be link', 'https://youtu.be/dQw4w9WgXcQ'],
  ])('loads the privacy-enhanced YouTube player only after Play, from %s', async (_name, value) => {
    const user = userEvent.setup()
    const root = renderContent(embedPost({ 'youtube-video': value }))
    expect(root.querySelector('iframe')).toBeNull()
    expectSafeDom(root)
    await user.click(screen.getByRole('button', { name: 'Play YouTube video' }))
    const player = screen.getByTitle('YouTube player')
    expect(player.tagName).toBe('IFRAME')
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(player.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms|allow-modals/)
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin')
    expect(player).toHaveFocus()
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull()
    expect(openLink('YouTube')).toBeInTheDocument()
  })

  it('plays Vimeo with "do not track"', async () => {
    const user = userEvent.setup()
    renderContent(embedPost({ 'vimeo-embed': { url: 'https://vimeo.com/76979871' } }))
    await user.click(screen.getByRole('button', { name: 'Play Vimeo video' }))
    expect(screen.getByTitle('Vimeo player')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1')
  })

  it.each([
    'https://www.youtube.com/embed/"><script>alert(1)</script>',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
  ])('offers no Play for %j, only the link', (url) => {
    const root = renderContent(embedPost({ 'youtube-video': url }))
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull()
    expect(openLink('YouTube')).toBeInTheDocument()
    expectSafeDom(root)
  })

  it('calls a YouTube address that is no video a link', () => {
    renderContent(embedPost({ 'youtube-video': 'https://www.youtube.com/@teahouse' }))
    expect(card('YouTube link: youtube.com/@teahouse')).toBeInTheDocument()
  })

  it('draws a video from a host with no player as a plain card', () => {
    renderContent(embedPost({ video: 'https://example.com/v.mp4' }))
    expect(card('link: example.com/v.mp4')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull()
  })
})

describe('spoilers', () => {
  const hidden = { 'inline-spoilers': true }
  const twoSpoilers = delta([
    { insert: 'The butler ' },
    { insert: 'did it', attributes: hidden },
    { insert: ' and the cook ' },
    { insert: 'saw it', attributes: { ...hidden, italic: true } },
    { insert: '\n' },
  ])

  it('keeps spoiler text out of the page, and out of every accessible name, until asked', () => {
    const root = renderContent(twoSpoilers)
    expect(root.textContent).not.toMatch(/did it|saw it/)
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(2)
    expect(root).toHaveTextContent('The butler Show spoiler and the cook Show spoiler')
  })

  it('reveals one spoiler at a time, by keyboard, and moves focus onto it', async () => {
    const user = userEvent.setup()
    renderContent(twoSpoilers)
    await user.tab()
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })[0]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('did it')).toHaveFocus()
    expect(screen.queryByText('saw it')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(1)
  })

  it('keeps a reveal while the page is open, when the post is drawn again', async () => {
    const user = userEvent.setup()
    const first = render(<DeltaContent content={twoSpoilers} />)
    const [, second] = screen.getAllByRole('button', { name: 'Show spoiler' })
    if (!second) throw new Error('no second spoiler')
    await user.click(second)
    first.unmount()
    render(<DeltaContent content={twoSpoilers} />)
    expect(screen.getByText('saw it').tagName).toBe('EM')
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(1)
  })

  it('hides a picture its writer marked, without loading it, and moves focus onto it when shown', async () => {
    const user = userEvent.setup()
    const root = renderContent(
      embedPost({ 'block-image': { src: '/images/twist.png', width: 300, height: 200, spoilers: true } }, { alt: 'The twist' }),
    )
    expect(root.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Show spoiler' })).toHaveAccessibleDescription('Hidden image')
    await user.click(screen.getByRole('button', { name: 'Show spoiler' }))
    const picture = screen.getByRole('img', { name: 'The twist' })
    expect(picture.closest('[tabindex="-1"]')).toHaveFocus()
  })

  it('hides a picture within a line that is part of a spoiler', async () => {
    const user = userEvent.setup()
    const root = renderContent(
      delta([
        { insert: 'It was ' },
        { insert: 'the cat', attributes: hidden },
        { insert: { image: '/images/cat.png' }, attributes: { ...hidden, alt: 'The cat, caught' } },
        { insert: '\n' },
      ]),
    )
    expect(root.querySelector('img')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Show spoiler' }))
    expect(screen.getByRole('img', { name: 'The cat, caught' })).toBeInTheDocument()
    expect(root).toHaveTextContent('It was the cat')
  })

  it('remembers a reveal for its own post, not for another that says the same', async () => {
    const user = userEvent.setup()
    const { unmount } = render(
      <>
        <DeltaContent content={twoSpoilers} revealScope="post-1" />
        <DeltaContent content={twoSpoilers} revealScope="post-2" />
      </>,
    )
    await user.click(screen.getAllByRole('button', { name: 'Show spoiler' })[0] ?? document.body)
    expect(screen.getAllByText('did it')).toHaveLength(1)
    unmount()
    render(<DeltaContent content={twoSpoilers} revealScope="post-2" />)
    expect(screen.queryByText('did it')).toBeNull()
  })

  it('hides an embed its writer marked', async () => {
    const user = userEvent.setup()
    renderContent(embedPost({ tweet: { url: 'https://x.com/tea/status/1', spoilers: true } }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Hidden X (Twitter) post')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show spoiler' }))
    expect(openLink('X (Twitter)')).toHaveAttribute('href', 'https://x.com/tea/status/1')
  })
})

describe('unknown embeds and scheme-less links', () => {
  it('shows "Unsupported content", never the raw value', () => {
    const root = renderContent(embedPost({ 'poll-embed': { question: '{"raw":"json"}', options: ['<b>a</b>'] } }))
    expect(screen.getByText('Unsupported content')).toBeInTheDocument()
    expect(root.textContent).not.toMatch(/raw|json|question|<b>/)
    expectSafeDom(root)
  })

  it.each([
    ['www.example.com/page', 'https://www.example.com/page'],
    ['example.co.uk', 'https://example.co.uk/'],
    ['boba.social/!gore?x=1#top', 'https://boba.social/!gore?x=1#top'],
  ])('links %j as https', (written, href) => {
    renderContent(delta([{ insert: 'here', attributes: { link: written } }, { insert: '\n' }]))
    expect(screen.getByRole('link', { name: /^here/ })).toHaveAttribute('href', href)
  })

  it.each(['/relative/path', 'javascript:alert(1)', 'www', 'example', 'example.com:evil@javascript:alert(1)', '..example.com'])(
    'leaves %j as plain text',
    (written) => {
      const root = renderContent(delta([{ insert: 'here', attributes: { link: written } }, { insert: '\n' }]))
      expect(root.querySelector('a')).toBeNull()
      expect(root).toHaveTextContent('here')
    },
  )
})

describe('hostile embed values', () => {
  const longUrl = `https://example.com/${'a'.repeat(10_000)}`
  const values: [string, unknown][] = [
    ['tweet', { url: 'javascript:alert(1)' }],
    ['tweet', { url: '"><script>alert(1)</script>' }],
    ['tweet', { url: longUrl, embedWidth: 1e12, embedHeight: -1 }],
    ['reddit-embed', { url: 'https://www.reddit.com/r/x/comments/1/"><img src=x onerror=alert(1)>' }],
    ['tumblr-embed', { href: 'data:text/html,<script>alert(1)</script>', url: 'vbscript:msgbox(1)' }],
    ['tiktok-embed', { id: '1"><script>', url: 42 }],
    ['instagram-embed', { url: ['https://instagram.com/p/x'] }],
    ['youtube-video', 'javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube-video', { url: { toString: 'https://youtu.be/dQw4w9WgXcQ' } }],
    ['vimeo-embed', { url: 'https://vimeo.com/1"onload="alert(1)' }],
    ['oembed-embed', { url: 'https://example.com/\u0000\u202e/reversed', embedWidth: 'NaN', embedHeight: null }],
    ['block-image', { src: 'https://example.com/a.png', width: 1e308, height: -1e308 }],
    ['block-image', { src: `https://example.com/${'b'.repeat(10_000)}.png`, width: 20_000, height: 1 }],
  ]

  it.each(values)('renders a %s of %j inert and bounded', (name, value) => {
    const root = renderContent(embedPost({ [name]: value }))
    expectSafeDom(root)
    // Markup in a URL is percent-encoded text, never markup.
    expect(root.textContent).not.toMatch(/<script|<img|"onload/)
    // What a card shows of a URL is cut short; the link keeps the whole (parsed) URL.
    for (const text of root.querySelectorAll('p')) expect(text.textContent?.length).toBeLessThanOrEqual(80)
  })
})
