import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectSafeDom } from '../../test/expect-safe-dom'
import { DeltaContent } from './DeltaContent'

const delta = (ops: unknown[]) => JSON.stringify(ops)
const link = (url: unknown) => delta([{ insert: 'Click me', attributes: { link: url } }, { insert: '\n' }])
const image = (embed: unknown, attributes?: unknown) => delta([{ insert: embed, attributes }, { insert: 'caption\n' }])
const sameOrigin = `${window.location.origin}/t/123`
const longWord = 'Teapot'.repeat(2000)
const protoAttributes = '{"bold":true,"link":"javascript:alert(1)"}'

const count = (root: HTMLElement, selector: string) => root.querySelectorAll(selector).length
const expectNoLink = (root: HTMLElement) => {
  expect(count(root, 'a')).toBe(0)
  expect(root).toHaveTextContent('Click me')
}
const expectNoImage = (root: HTMLElement) => {
  expect(count(root, 'img')).toBe(0)
  expect(root).toHaveTextContent('caption')
}
const expectRawText = (content: string) => (root: HTMLElement) => {
  expect(root.textContent).toBe(content)
  expect(count(root, 'p')).toBe(1)
}

type Row = [name: string, content: string, check: (root: HTMLElement) => void]

const rows: Row[] = [
  // Everyday content
  [
    'plain text',
    delta([{ insert: 'Hello, tea lovers\n' }]),
    () => {
      expect(screen.getByText('Hello, tea lovers').tagName).toBe('P')
    },
  ],
  [
    'one paragraph per line',
    delta([{ insert: 'one\ntwo\nthree\n' }]),
    (root) => {
      expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['one', 'two', 'three'])
    },
  ],
  [
    'the {ops} form',
    JSON.stringify({ ops: [{ insert: 'Wrapped\n' }] }),
    () => {
      expect(screen.getByText('Wrapped')).toBeInTheDocument()
    },
  ],
  [
    'bold',
    delta([{ insert: 'Strong', attributes: { bold: true } }, { insert: ' tea\n' }]),
    (root) => {
      expect(screen.getByText('Strong').tagName).toBe('STRONG')
      expect(root).toHaveTextContent('Strong tea')
    },
  ],
  [
    'italic, underline, strike and inline code',
    delta([
      { insert: 'i', attributes: { italic: true } },
      { insert: 'u', attributes: { underline: true } },
      { insert: 's', attributes: { strike: true } },
      { insert: 'c', attributes: { code: true } },
      { insert: '\n' },
    ]),
    () => {
      expect(['i', 'u', 's', 'c'].map((text) => screen.getByText(text).tagName)).toEqual(['EM', 'U', 'S', 'CODE'])
    },
  ],
  [
    'all marks at once, inside a link',
    delta([
      {
        insert: 'all',
        attributes: { bold: true, italic: true, underline: true, strike: true, code: true, link: 'https://example.com' },
      },
      { insert: '\n' },
    ]),
    (root) => {
      expect(root.querySelector('a > strong > em > u > s > code')).toHaveTextContent('all')
    },
  ],
  [
    'marks with odd values',
    delta([{ insert: 'odd', attributes: { bold: 'true', italic: 1, code: {} } }, { insert: '\n' }]),
    (root) => {
      expect(count(root, 'strong, em, code')).toBe(0)
      expect(root).toHaveTextContent('odd')
    },
  ],
  [
    'headers 1, 2 and 4 as h3, h4 and h5',
    delta([
      { insert: 'One' },
      { insert: '\n', attributes: { header: 1 } },
      { insert: 'Two' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'Four' },
      { insert: '\n', attributes: { header: 4 } },
    ]),
    () => {
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('One')
      expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Two')
      expect(screen.getByRole('heading', { level: 5 })).toHaveTextContent('Four')
    },
  ],
  [
    'a header with an odd level',
    delta([{ insert: 'Big' }, { insert: '\n', attributes: { header: '<h1>' } }]),
    (root) => {
      expect(screen.queryByRole('heading')).toBeNull()
      expect(count(root, 'p')).toBe(1)
    },
  ],
  [
    'a bullet list',
    delta([{ insert: 'a\nb\nc\n', attributes: { list: 'bullet' } }]),
    (root) => {
      expect(count(root, 'ul')).toBe(1)
      expect(count(root, 'ul > li')).toBe(3)
    },
  ],
  [
    'an ordered list, then a checklist',
    delta([
      { insert: 'first' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'second' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'done' },
      { insert: '\n', attributes: { list: 'checked' } },
      { insert: 'todo' },
      { insert: '\n', attributes: { list: 'unchecked' } },
    ]),
    (root) => {
      expect(count(root, 'ol > li')).toBe(2)
      expect(count(root, 'ul > li')).toBe(2)
    },
  ],
  [
    'a blockquote',
    delta([{ insert: 'Wise words' }, { insert: '\n', attributes: { blockquote: true } }]),
    (root) => {
      expect(root.querySelector('blockquote')).toHaveTextContent('Wise words')
    },
  ],
  [
    'a code block',
    delta([
      { insert: 'if (a < b) {' },
      { insert: '\n', attributes: { 'code-block': 'javascript' } },
      { insert: '  run()' },
      { insert: '\n', attributes: { 'code-block': true } },
      { insert: '}' },
      { insert: '\n', attributes: { 'code-block': true } },
    ]),
    (root) => {
      expect(count(root, 'pre')).toBe(1)
      expect(root.querySelector('pre > code')?.textContent).toBe('if (a < b) {\n  run()\n}')
    },
  ],
  [
    'a root-relative image',
    image({ image: '/images/autumn-leaves.svg' }),
    () => {
      const img = screen.getByRole('img', { name: 'image' })
      // On the API's origin, which in tests is the page's own: kept root-relative.
      expect(img).toHaveAttribute('src', '/images/autumn-leaves.svg')
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('decoding', 'async')
    },
  ],
  [
    'an https image with alt text',
    image({ image: 'https://example.com/pot.png' }, { alt: 'A teapot' }),
    () => {
      expect(screen.getByRole('img', { name: 'A teapot' })).toHaveAttribute('src', 'https://example.com/pot.png')
      expect(screen.queryByText('image')).not.toBeInTheDocument()
    },
  ],
  [
    'an image with no alt text, named "image" for screen readers and shown with no label',
    image({ image: '/images/a.svg' }),
    (root) => {
      expect(screen.getByRole('img', { name: 'image' })).toHaveAttribute('src', '/images/a.svg')
      expect(root.textContent).toBe('caption')
    },
  ],
  [
    'an image with blank alt text, as one with none',
    image({ image: '/images/a.svg' }, { alt: '   ' }),
    (root) => {
      expect(screen.getByRole('img', { name: 'image' })).toBeInTheDocument()
      expect(root.textContent).toBe('caption')
    },
  ],
  [
    'an image with a non-string alt',
    image({ image: '/images/a.svg' }, { alt: { toString: 'x' } }),
    () => {
      expect(screen.getByRole('img', { name: 'image' })).toBeInTheDocument()
    },
  ],
  [
    'an external link',
    link('https://en.wikipedia.org/wiki/Tea'),
    (root) => {
      const anchor = screen.getByRole('link', { name: /Click me/ })
      expect(anchor).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Tea')
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer ugc')
      expect(anchor).toHaveAttribute('target', '_blank')
      expect(anchor).toHaveAccessibleName('Click me (external link)')
      expect(root.querySelector('[aria-hidden="true"]')).toHaveTextContent('↗')
    },
  ],
  [
    'a same-origin link',
    link(sameOrigin),
    () => {
      const anchor = screen.getByRole('link', { name: 'Click me' })
      expect(anchor).toHaveAttribute('href', sameOrigin)
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer ugc')
      expect(anchor).not.toHaveAttribute('target')
    },
  ],
  [
    'a mailto link',
    link('mailto:tea@example.com'),
    () => {
      const anchor = screen.getByRole('link', { name: 'Click me' })
      expect(anchor).toHaveAttribute('href', 'mailto:tea@example.com')
      expect(anchor).not.toHaveAttribute('target')
    },
  ],

  // Hostile links
  ['a javascript: link', link('javascript:alert(1)'), expectNoLink],
  ['a JaVaScRiPt: link', link('JaVaScRiPt:alert(1)'), expectNoLink],
  ['a javascript: link after spaces, tabs and newlines', link(' \t\n javascript:alert(1)'), expectNoLink],
  ['a java<tab>script: link', link('java\tscript:alert(1)'), expectNoLink],
  ['a java<newline>script: link', link('java\nscript:alert(1)'), expectNoLink],
  ['a javascript: link behind a NUL', link('\u0000javascript:alert(1)'), expectNoLink],
  ['an entity-encoded javascript: link', link('&#106;avascript:alert(1)'), expectNoLink],
  ['a data: link', link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='), expectNoLink],
  ['a DATA: link with HTML', link('DATA:text/html,<script>alert(1)</script>'), expectNoLink],
  ['a vbscript: link', link('VBScript:msgbox(1)'), expectNoLink],
  ['a file: link', link('file:///etc/passwd'), expectNoLink],
  ['a protocol-relative link', link('//evil.example/x'), expectNoLink],
  ['a relative link', link('/t/123'), expectNoLink],
  ['a link given as an object', link({ href: 'https://example.com', onclick: 'alert(1)' }), expectNoLink],
  [
    'a link with markup in its URL',
    link('https://example.com/"><script>alert(1)</script>'),
    () => {
      expect(screen.getByRole('link', { name: /Click me/ })).toHaveAttribute(
        'href',
        'https://example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      )
    },
  ],

  // Hostile images and embeds
  ['a javascript: image', image({ image: 'javascript:alert(1)' }), expectNoImage],
  ['a data: image', image({ image: 'data:image/svg+xml,<svg onload=alert(1)>' }), expectNoImage],
  ['an image given as an object', image({ image: { src: 'x' } }), expectNoImage],
  ['a protocol-relative image', image({ image: '//evil.example/a.png' }), expectNoImage],
  ['a backslash image path', image({ image: '/\\evil.example/a.png' }), expectNoImage],
  ['an image path that collapses to //', image({ image: '/.//evil.example/a.png' }), expectNoImage],
  [
    'an image with onerror everywhere',
    image(
      { image: '/images/a.svg', onerror: 'alert(1)' },
      { onerror: 'alert(1)', onload: 'alert(1)', style: 'x', class: 'evil', alt: 'pot', width: '1e9' },
    ),
    (root) => {
      expect(root.querySelector('img')).toHaveAttribute('alt', 'pot')
    },
  ],
  [
    'text with odd attributes',
    delta([
      {
        insert: 'styled',
        attributes: { onclick: 'alert(1)', style: 'color:red', class: 'x', id: 'y', color: 'red', font: 'x' },
      },
      { insert: '\n', attributes: { align: 'center', indent: 3, onmouseover: 'alert(1)' } },
    ]),
    (root) => {
      expect(screen.getByText('styled').tagName).toBe('P')
      expect(count(root, '[style], [id]')).toBe(0)
    },
  ],
  [
    'unknown embeds',
    delta([
      { insert: 'before ' },
      { insert: { formula: '<script>alert(1)</script>' } },
      { insert: { mention: { id: 1, denotationChar: '@', value: 'tea' } } },
      { insert: { iframe: 'javascript:alert(1)' } },
      { insert: 'after\n' },
    ]),
    (root) => {
      expect(root.textContent).toBe(`before ${'Unsupported content'.repeat(3)}after`)
    },
  ],

  // Markup in text is text
  [
    'an img tag in text',
    delta([{ insert: '<img src=x onerror=alert(1)>\n' }]),
    (root) => {
      expect(root.textContent).toBe('<img src=x onerror=alert(1)>')
      expect(count(root, 'img')).toBe(0)
    },
  ],
  [
    'a script tag in bold text',
    delta([{ insert: '<script>alert(1)</script>', attributes: { bold: true } }, { insert: '\n' }]),
    (root) => {
      expect(root.querySelector('strong')?.textContent).toBe('<script>alert(1)</script>')
    },
  ],
  [
    'markup in a code block',
    delta([{ insert: '<iframe src="javascript:alert(1)">' }, { insert: '\n', attributes: { 'code-block': true } }]),
    (root) => {
      expect(root.querySelector('code')?.textContent).toBe('<iframe src="javascript:alert(1)">')
    },
  ],
  // JSON.parse makes "__proto__" an own key, so this checks that it is read as an unknown attribute.
  [
    'a __proto__ attribute',
    `[{"insert":"proto","attributes":{"__proto__":${protoAttributes}}}]`,
    (root) => {
      expect(count(root, 'strong, a')).toBe(0)
      expect(root).toHaveTextContent('proto')
    },
  ],

  // Not a delta: the raw string as text
  [
    'plain text that is not JSON',
    'Just words <b>bold?</b>\nsecond line',
    (root) => {
      expectRawText('Just words <b>bold?</b>\nsecond line')(root)
      expect(count(root, 'b')).toBe(0)
    },
  ],
  [
    'raw HTML that is not JSON',
    '<img src=x onerror=alert(1)><script>alert(1)</script>',
    (root) => {
      expectRawText('<img src=x onerror=alert(1)><script>alert(1)</script>')(root)
    },
  ],
  ['truncated JSON', '[{"insert":"Hi"', expectRawText('[{"insert":"Hi"')],
  ['the JSON number 42', '42', expectRawText('42')],
  ['the JSON null', 'null', expectRawText('null')],
  ['a JSON string', '"javascript:alert(1)"', expectRawText('"javascript:alert(1)"')],
  ['an object that is not a delta', '{"foo":1}', expectRawText('{"foo":1}')],
  ['a retain op', '[{"retain":3}]', expectRawText('[{"retain":3}]')],
  ['an insert of a number', '[{"insert":5}]', expectRawText('[{"insert":5}]')],
  ['an empty string', '', expectRawText('')],
  [
    'an empty delta',
    '[]',
    (root) => {
      expect(root.childElementCount).toBe(0)
    },
  ],

  // Size
  [
    'very long text',
    delta([{ insert: `${longWord}\n`.repeat(50) }]),
    (root) => {
      expect(count(root, 'p')).toBe(50)
      expect(root.textContent).toHaveLength(longWord.length * 50)
      expect(root).toHaveClass('break-words')
    },
  ],
  [
    'very long plain text',
    'x'.repeat(100_000),
    (root) => {
      expect(root.textContent).toHaveLength(100_000)
    },
  ],
]

/** `<a><svg/></a>`: an svg a link would carry, not one of our icons beside the words. */
function svgInLink() {
  const root = document.createElement('div')
  const link = root.appendChild(document.createElement('a'))
  link.setAttribute('href', 'https://example.com/')
  link.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg')).setAttribute('aria-hidden', 'true')
  return root
}

describe('expectSafeDom', () => {
  // The table below only means something if the check fails on unsafe markup.
  const dom = (tag: string, attributes: Record<string, string> = {}) => {
    const root = document.createElement('div')
    const element = root.appendChild(document.createElement(tag))
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    return root
  }

  it.each([
    ['a javascript: href', dom('a', { href: 'javascript:alert(1)' })],
    ['a relative href', dom('a', { href: '/t/1' })],
    ['a data: src', dom('img', { src: 'data:image/png;base64,AA' })],
    ['a protocol-relative src', dom('img', { src: '//evil.example/a.png' })],
    ['a backslash src', dom('img', { src: '/\\evil.example/a.png' })],
    ['an event handler', dom('p', { onclick: 'alert(1)' })],
    ['a style attribute', dom('p', { style: 'color:red' })],
    ['a script element', dom('script')],
    ['an iframe', dom('iframe')],
    ['an svg in a link', svgInLink()],
    ['an svg screen readers would meet', dom('svg')],
    ['a picture of absurd size', dom('img', { src: '/a.png', width: '100000' })],
  ])('fails on %s', (_name, root) => {
    expect(() => expectSafeDom(root)).toThrow()
  })

  it('passes on what the renderer writes', () => {
    const root = dom('a', { href: 'https://example.com/', rel: 'noopener', target: '_blank', class: 'underline' })
    root.appendChild(dom('img', { src: '/images/a.svg', alt: '', loading: 'lazy', 'aria-hidden': 'true' }))
    expect(() => expectSafeDom(root)).not.toThrow()
  })
})

describe('DeltaContent', () => {
  it.each(rows)('renders %s safely', (_name, content, check) => {
    const { container } = render(<DeltaContent content={content} />)
    const root = container.firstElementChild
    if (!(root instanceof HTMLDivElement)) throw new Error('DeltaContent did not render a <div>')
    expectSafeDom(root)
    check(root)
  })

  it('leaves out the block named by skipBlock, which the page shows as the title', () => {
    const { container } = render(<DeltaContent content={delta([{ insert: 'one\ntwo\nthree\n' }])} skipBlock={1} />)
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['one', 'three'])
  })

  it('adds the given class names to its root', () => {
    const { container } = render(<DeltaContent content="hi" className="line-clamp-6" />)
    expect(container.firstElementChild).toHaveClass('line-clamp-6', 'break-words')
  })

  it('re-renders when the content changes', () => {
    const { rerender } = render(<DeltaContent content={delta([{ insert: 'before\n' }])} />)
    rerender(<DeltaContent content={delta([{ insert: 'after\n' }])} />)
    expect(screen.queryByText('before')).toBeNull()
    expect(screen.getByText('after')).toBeInTheDocument()
  })
})
