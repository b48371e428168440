// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DeltaOp } from '../../contract/shapes/delta-ops'
import {
  contentBlocks,
  deltaBlocks,
  deltaLines,
  type InlineMarks,
  type InlineRun,
  cardClamp,
  lineFormat,
  LONG_CONTENT_CHARS,
  LONG_CONTENT_LINES,
} from './delta-lines'

const plain: InlineMarks = { bold: false, italic: false, underline: false, strike: false, code: false }
const text = (value: string, marks: Partial<InlineMarks> = {}, href: string | null = null, spoiler: number | null = null): InlineRun => ({
  kind: 'text',
  text: value,
  marks: { ...plain, ...marks },
  href,
  spoiler,
})
const blocksOf = (ops: DeltaOp[]) => deltaBlocks(deltaLines(ops))

describe('lineFormat', () => {
  it.each([
    [{}, { kind: 'paragraph' }],
    [{ header: 1 }, { kind: 'header', level: 1 }],
    [{ header: 6 }, { kind: 'header', level: 6 }],
    [{ header: 0 }, { kind: 'paragraph' }],
    [{ header: 7 }, { kind: 'paragraph' }],
    [{ header: 1.5 }, { kind: 'paragraph' }],
    [{ header: '2' }, { kind: 'paragraph' }],
    [{ list: 'ordered' }, { kind: 'list', ordered: true }],
    [{ list: 'bullet' }, { kind: 'list', ordered: false }],
    [{ list: 'checked' }, { kind: 'list', ordered: false }],
    [{ list: 'unchecked' }, { kind: 'list', ordered: false }],
    [{ list: 'roman' }, { kind: 'paragraph' }],
    [{ list: true }, { kind: 'paragraph' }],
    [{ blockquote: true }, { kind: 'quote' }],
    [{ blockquote: 'yes' }, { kind: 'paragraph' }],
    [{ 'code-block': true }, { kind: 'code' }],
    [{ 'code-block': 'javascript' }, { kind: 'code' }],
    [{ 'code-block': false }, { kind: 'paragraph' }],
    [{ 'code-block': true, header: 1, list: 'bullet' }, { kind: 'code' }],
    [
      { header: 2, list: 'bullet', blockquote: true },
      { kind: 'header', level: 2 },
    ],
    [
      { list: 'ordered', blockquote: true },
      { kind: 'list', ordered: true },
    ],
    [{ align: 'center', direction: 'rtl', indent: 2 }, { kind: 'paragraph' }],
  ])('reads %j as %j', (attributes, format) => {
    expect(lineFormat(attributes)).toEqual(format)
  })
})

describe('deltaLines', () => {
  it('ends a line at every "\\n", inside an op or on its own', () => {
    expect(deltaLines([{ insert: 'one\ntwo' }, { insert: ' more\n' }, { insert: '\n' }])).toEqual([
      { format: { kind: 'paragraph' }, runs: [text('one')] },
      { format: { kind: 'paragraph' }, runs: [text('two'), text(' more')] },
      { format: { kind: 'paragraph' }, runs: [] },
    ])
  })

  it('takes the block format from the op that holds the "\\n"', () => {
    expect(deltaLines([{ insert: 'Title' }, { insert: '\n', attributes: { header: 1 } }])).toEqual([
      { format: { kind: 'header', level: 1 }, runs: [text('Title')] },
    ])
  })

  it('gives every "\\n" of a formatted op that op’s format, and its text the inline marks', () => {
    expect(deltaLines([{ insert: 'a\nb\n', attributes: { list: 'bullet', bold: true } }])).toEqual([
      { format: { kind: 'list', ordered: false }, runs: [text('a', { bold: true })] },
      { format: { kind: 'list', ordered: false }, runs: [text('b', { bold: true })] },
    ])
  })

  it('keeps text after the last "\\n" as a paragraph', () => {
    expect(deltaLines([{ insert: 'no newline' }])).toEqual([{ format: { kind: 'paragraph' }, runs: [text('no newline')] }])
  })

  it('reads every inline mark that is exactly true', () => {
    const attributes = { bold: true, italic: true, underline: true, strike: true, code: true }
    expect(deltaLines([{ insert: 'x', attributes }])[0]?.runs).toEqual([text('x', attributes)])
  })

  it.each([
    ['strings', { bold: 'true', italic: 'yes' }],
    ['numbers', { bold: 1, strike: 1 }],
    ['objects', { underline: {}, code: [] }],
  ])('ignores inline marks given as %s', (_name, attributes) => {
    expect(deltaLines([{ insert: 'x', attributes }])[0]?.runs).toEqual([text('x')])
  })

  it('links text only to a safe URL, normalized', () => {
    const ops: DeltaOp[] = [
      { insert: 'good', attributes: { link: ' HTTPS://Example.com/a ' } },
      { insert: 'bad', attributes: { link: 'javascript:alert(1)' } },
      { insert: 'odd', attributes: { link: { href: 'https://example.com' } } },
      { insert: 'relative', attributes: { link: '/t/1' } },
    ]
    expect(deltaLines(ops)[0]?.runs).toEqual([text('good', {}, 'https://example.com/a'), text('bad'), text('odd'), text('relative')])
  })

  it('keeps image embeds with a safe source and a string alt', () => {
    const ops: DeltaOp[] = [
      { insert: { image: '/images/a.svg' } },
      { insert: { image: 'https://example.com/b.png' }, attributes: { alt: 'A teapot' } },
      { insert: { image: 'https://example.com/c.png' }, attributes: { alt: 42 } },
      { insert: '\n' },
    ]
    expect(deltaLines(ops)).toEqual([
      {
        format: { kind: 'paragraph' },
        runs: [
          { kind: 'image', src: '/images/a.svg', alt: '', spoiler: null },
          { kind: 'image', src: 'https://example.com/b.png', alt: 'A teapot', spoiler: null },
          { kind: 'image', src: 'https://example.com/c.png', alt: '', spoiler: null },
        ],
      },
    ])
  })

  it.each([
    { image: 'javascript:alert(1)' },
    { image: 'data:image/png;base64,AAAA' },
    { image: '//evil.example/a.png' },
    { image: { src: 'https://example.com/a.png' } },
    { image: 42 },
  ])('drops the image %j', (embed) => {
    expect(deltaLines([{ insert: 'before' }, { insert: embed }, { insert: 'after\n' }])).toEqual([
      { format: { kind: 'paragraph' }, runs: [text('before'), text('after')] },
    ])
  })

  it.each([{ formula: 'e=mc^2' }, { mention: { id: 1, value: 'tea' } }, { 'some-new-embed': '{"raw":"json"}' }, {}])(
    'leaves a placeholder for the embed %j',
    (embed) => {
      expect(deltaLines([{ insert: 'before' }, { insert: embed }, { insert: 'after\n' }])).toEqual([
        { format: { kind: 'paragraph' }, runs: [text('before'), { kind: 'unsupported' }, text('after')] },
      ])
    },
  )

  it.each([
    { tweet: { url: 'javascript:alert(1)' } },
    { 'block-image': { src: 'data:image/svg+xml,<svg onload=alert(1)>' } },
    { 'youtube-video': { nope: 1 } },
  ])('leaves a placeholder on its own line for the block embed %j it cannot show safely', (embed) => {
    expect(deltaLines([{ insert: 'before' }, { insert: embed }, { insert: 'after\n' }])).toEqual([
      { format: { kind: 'paragraph' }, runs: [text('before')] },
      { format: { kind: 'paragraph' }, runs: [{ kind: 'unsupported' }] },
      { format: { kind: 'paragraph' }, runs: [text('after')] },
    ])
  })

  it('gives a block embed a line of its own, ending the text before it', () => {
    const card = { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' }
    expect(deltaLines([{ insert: 'watch this' }, { insert: card }, { insert: '\nafter\n' }]).map((line) => line.format.kind)).toEqual([
      'paragraph',
      'embed',
      'paragraph',
      'paragraph',
    ])
  })

  it('names a spoiler in a code block, which has no room to cover it', () => {
    const hidden = { 'inline-spoilers': true }
    // Two runs of one spoiler (one bold) are still one spoiler, named once.
    expect(
      blocksOf([
        { insert: 'let x = ' },
        { insert: 'sec', attributes: hidden },
        { insert: 'ret', attributes: { ...hidden, bold: true } },
        { insert: '\n', attributes: { 'code-block': true } },
      ]),
    ).toEqual([{ kind: 'code', text: 'let x = [spoiler]' }])
  })

  it('numbers each spoiler once: runs of one spoiler share it, and hidden embeds count too', () => {
    const hidden = { 'inline-spoilers': true }
    const lines = deltaLines([
      { insert: 'plain ' },
      { insert: 'one', attributes: hidden },
      { insert: ' more', attributes: { ...hidden, bold: true } },
      { insert: ' gap ' },
      { insert: 'two', attributes: hidden },
      { insert: '\n' },
      { insert: { 'block-image': { src: '/images/a.png', width: 10, height: 10, spoilers: true } } },
      { insert: 'three', attributes: hidden },
      { insert: '\n' },
    ])
    expect(lines[0]?.runs.map((run) => (run.kind === 'text' ? run.spoiler : 'other'))).toEqual([null, 0, 0, null, 1])
    expect(lines[1]?.format).toMatchObject({ kind: 'embed', spoiler: 2 })
    expect(lines[2]?.runs).toEqual([text('three', {}, null, 3)])
  })
})

describe('deltaBlocks', () => {
  it('groups consecutive list lines of one kind and starts a new list when the kind changes', () => {
    const blocks = blocksOf([
      { insert: 'one' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'two' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'dot' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'done' },
      { insert: '\n', attributes: { list: 'checked' } },
    ])
    expect(blocks).toEqual([
      { kind: 'list', ordered: true, items: [[text('one')], [text('two')]] },
      { kind: 'list', ordered: false, items: [[text('dot')], [text('done')]] },
    ])
  })

  it('starts a new list after a paragraph, even a blank one that is then dropped', () => {
    const blocks = blocksOf([
      { insert: 'a' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: '\n' },
      { insert: 'b' },
      { insert: '\n', attributes: { list: 'ordered' } },
    ])
    expect(blocks).toEqual([
      { kind: 'list', ordered: true, items: [[text('a')]] },
      { kind: 'list', ordered: true, items: [[text('b')]] },
    ])
  })

  it('keeps an empty list item, which still shows its number', () => {
    expect(blocksOf([{ insert: '\n\n', attributes: { list: 'ordered' } }])).toEqual([{ kind: 'list', ordered: true, items: [[], []] }])
  })

  it('groups code lines into one block of text, keeping blank lines and dropping marks and images', () => {
    const blocks = blocksOf([
      { insert: 'const a = 1', attributes: { bold: true } },
      { insert: '\n', attributes: { 'code-block': 'javascript' } },
      { insert: '\n', attributes: { 'code-block': true } },
      { insert: { image: '/images/a.svg' } },
      { insert: '<b>x</b>' },
      { insert: '\n', attributes: { 'code-block': true } },
    ])
    expect(blocks).toEqual([{ kind: 'code', text: 'const a = 1\n\n<b>x</b>' }])
  })

  it('groups quote lines and drops blank ones', () => {
    const blocks = blocksOf([
      { insert: 'first\n\n  \nsecond\n', attributes: { blockquote: true } },
      { insert: '\n', attributes: { blockquote: true } },
    ])
    expect(blocks).toEqual([{ kind: 'quote', lines: [[text('first')], [text('second')]] }])
  })

  it('drops blank paragraphs, headers and quotes', () => {
    const blocks = blocksOf([
      { insert: '\n  \n\t\n' },
      { insert: '\n', attributes: { header: 1 } },
      { insert: ' \n', attributes: { blockquote: true } },
      { insert: 'Hi\n' },
      { insert: '\n\n' },
    ])
    expect(blocks).toEqual([{ kind: 'paragraph', runs: [text('Hi')] }])
  })

  it('keeps a line holding only an image', () => {
    expect(blocksOf([{ insert: { image: '/images/a.svg' } }, { insert: '\n' }])).toEqual([
      { kind: 'paragraph', runs: [{ kind: 'image', src: '/images/a.svg', alt: '', spoiler: null }] },
    ])
  })

  it('keeps every header as its own block', () => {
    expect(blocksOf([{ insert: 'A\nB\n', attributes: { header: 2 } }])).toEqual([
      { kind: 'header', level: 2, runs: [text('A')] },
      { kind: 'header', level: 2, runs: [text('B')] },
    ])
  })

  it('reads the seeded starter shape', () => {
    const blocks = contentBlocks(
      JSON.stringify({
        ops: [
          { insert: 'Title', attributes: { bold: true } },
          { insert: '\n' },
          { insert: 'Body\n' },
          { insert: 'Item' },
          { insert: '\n', attributes: { list: 'bullet' } },
          { insert: 'Said' },
          { insert: '\n', attributes: { blockquote: true } },
          { insert: 'More: ' },
          { insert: 'Wiki', attributes: { link: 'https://en.wikipedia.org/wiki/Tea' } },
          { insert: '\n' },
          { insert: { image: '/images/matcha-whisk.svg' } },
          { insert: '\n' },
        ],
      }),
    )
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [text('Title', { bold: true })] },
      { kind: 'paragraph', runs: [text('Body')] },
      { kind: 'list', ordered: false, items: [[text('Item')]] },
      { kind: 'quote', lines: [[text('Said')]] },
      { kind: 'paragraph', runs: [text('More: '), text('Wiki', {}, 'https://en.wikipedia.org/wiki/Tea')] },
      { kind: 'paragraph', runs: [{ kind: 'image', src: '/images/matcha-whisk.svg', alt: '', spoiler: null }] },
    ])
  })

  it('gives null for content that is not a delta', () => {
    expect(contentBlocks('just words')).toBeNull()
  })
})

describe('cardClamp', () => {
  const delta = (ops: DeltaOp[]) => JSON.stringify(ops)
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index}`).join('\n')

  it.each([
    ['a short delta', delta([{ insert: 'Short\n' }]), null],
    ['a short plain string', 'Short', null],
    ['an empty string', '', null],
    ['text at the character limit', delta([{ insert: `${'x'.repeat(LONG_CONTENT_CHARS)}\n` }]), null],
    ['text past the character limit', delta([{ insert: `${'x'.repeat(LONG_CONTENT_CHARS + 1)}\n` }]), 'long'],
    ['a plain string past the character limit', 'x'.repeat(LONG_CONTENT_CHARS + 1), 'long'],
    ['lines at the limit', delta([{ insert: `${lines(LONG_CONTENT_LINES)}\n` }]), null],
    ['lines past the limit', delta([{ insert: `${lines(LONG_CONTENT_LINES + 1)}\n` }]), 'long'],
    ['a plain string with many lines', lines(LONG_CONTENT_LINES + 1), 'long'],
    ['trailing blank lines', delta([{ insert: `Short${'\n'.repeat(20)}` }]), null],
    ['a safe image', delta([{ insert: { image: '/images/a.svg' } }, { insert: '\n' }]), 'picture'],
    ['an unsafe image, which does not render', delta([{ insert: { image: 'javascript:alert(1)' } }]), null],
    ['an unknown embed', delta([{ insert: { video: 'https://example.com/v.mp4' } }, { insert: '\n' }]), null],
    ['a long link text', delta([{ insert: 'x'.repeat(LONG_CONTENT_CHARS + 1), attributes: { link: 'x' } }]), 'long'],
  ])('%s: %j', (_name, content, clamp) => {
    expect(cardClamp(content)).toBe(clamp)
  })

  it('counts the text, not the JSON around it', () => {
    const ops = Array.from({ length: 40 }, (_, index) => ({ insert: 'ab', attributes: { bold: index % 2 === 0 } }))
    const content = delta(ops)
    expect(content.length).toBeGreaterThan(LONG_CONTENT_CHARS)
    expect(cardClamp(content)).toBeNull()
  })
})
