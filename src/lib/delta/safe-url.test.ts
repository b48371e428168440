// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isExternalHref, safeImageSrc, safeLinkHref } from './safe-url'

// Spellings that browsers (or careless checks) have at some point read as a script URL.
const scriptUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  '\t\n javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'javascript\t:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  ' DATA:text/html,<script>alert(1)</script>',
]

const otherRefusals = [
  'file:///etc/passwd',
  'ftp://example.com/file',
  'blob:https://example.com/uuid',
  'about:blank',
  'chrome://settings',
  'tel:+123456',
  'http://',
  'https:',
  '',
  '   ',
]

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['mailto:tea@example.com', 'mailto:tea@example.com'],
    ['MAILTO:tea@example.com', 'mailto:tea@example.com'],
    ['https://example.com/a b"<c>', 'https://example.com/a%20b%22%3Cc%3E'],
    ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
  ])('allows %j as %j', (raw, href) => {
    expect(safeLinkHref(raw)).toBe(href)
  })

  it.each(scriptUrls)('refuses the script URL %j', (raw) => {
    expect(safeLinkHref(raw)).toBeNull()
  })

  it.each(otherRefusals)('refuses the scheme or malformed URL %j', (raw) => {
    expect(safeLinkHref(raw)).toBeNull()
  })

  it.each(['//evil.example/x', '/t/123', 'relative/path', '?q=1', '#top', '\\\\evil.example', '/\\evil.example'])(
    'refuses the relative or protocol-relative link %j',
    (raw) => {
      expect(safeLinkHref(raw)).toBeNull()
    },
  )

  it.each([undefined, null, 42, true, {}, ['https://example.com'], { href: 'https://example.com' }])('refuses the non-string %j', (raw) => {
    expect(safeLinkHref(raw)).toBeNull()
  })
})

describe('safeLinkHref without a scheme', () => {
  it.each([
    ['www.example.com', 'https://www.example.com/'],
    ['EXAMPLE.com/Path?q=1#top', 'https://example.com/Path?q=1#top'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['sub.example.co.uk', 'https://sub.example.co.uk/'],
  ])('reads %j as %j', (raw, href) => {
    expect(safeLinkHref(raw)).toBe(href)
  })

  it.each([
    // The parser would read another host than the one written: refused.
    'example.com:x@evil.com',
    'example.com:evil@javascript:alert(1)',
    'example.com\\@evil.com',
    '-a.com',
    'a-.com',
    '1.2.3.4',
    'localhost:3000',
    'example',
    '.example.com',
  ])('refuses %j', (raw) => {
    expect(safeLinkHref(raw)).toBeNull()
  })
})

describe('safeImageSrc', () => {
  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['http://example.com/a.png', 'http://example.com/a.png'],
    [' https://example.com/a.png\n', 'https://example.com/a.png'],
    ['/images/autumn-leaves.svg', '/images/autumn-leaves.svg'],
    ['/images/a b.svg?v=2#x', '/images/a%20b.svg?v=2#x'],
    ['/images/../avatars/x.svg', '/avatars/x.svg'],
    ['/', '/'],
  ])('allows %j as %j', (raw, src) => {
    expect(safeImageSrc(raw)).toBe(src)
  })

  it.each(scriptUrls)('refuses the script URL %j', (raw) => {
    expect(safeImageSrc(raw)).toBeNull()
  })

  it.each([...otherRefusals, 'mailto:tea@example.com'])('refuses the scheme or malformed URL %j', (raw) => {
    expect(safeImageSrc(raw)).toBeNull()
  })

  it.each([
    '//evil.example/a.png',
    '///evil.example/a.png',
    '/\\evil.example/a.png',
    '\\\\evil.example/a.png',
    '/\t/evil.example/a.png',
    '/\n/evil.example/a.png',
    '/.//evil.example/a.png',
    '/a/..//evil.example/a.png',
    'images/a.png',
    './a.png',
  ])('refuses %j, which is not a path on this server', (raw) => {
    expect(safeImageSrc(raw)).toBeNull()
  })

  it.each([undefined, null, 42, {}, { src: 'https://example.com/a.png' }])('refuses the non-string %j', (raw) => {
    expect(safeImageSrc(raw)).toBeNull()
  })
})

describe('isExternalHref', () => {
  const origin = 'https://teahouse.example'

  it.each([
    ['https://example.com/', true],
    ['http://teahouse.example/', true],
    ['https://teahouse.example:8443/', true],
    ['https://sub.teahouse.example/', true],
    ['https://teahouse.example/t/1', false],
    ['https://TEAHOUSE.example/t/1', false],
    ['mailto:tea@example.com', false],
    ['/t/1', false],
  ])('%j is external: %j', (href, external) => {
    expect(isExternalHref(href, origin)).toBe(external)
  })
})
