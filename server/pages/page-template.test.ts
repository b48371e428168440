import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PAYLOAD_ID, pageTemplate, scriptJson } from './page-template'

const index = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="Teahouse: the shell." />
    <title>Teahouse</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-2.js">
    <link rel="modulepreload" crossorigin href="/assets/chunk-3.js">
</head>
<body><header id="header-stand-in">…</header>
<div id="root"></div>
<noscript><p>Teahouse needs JavaScript to run.</p></noscript>
</body></html>`

const scripts = { boot: '/assets/boot-4.js', recorder: 'var e=1;keep(e);\n//# sourceMappingURL=press-recorder-5.js.map\n' }

describe('pageTemplate', () => {
  it("puts the page's head tags in the shell's title's place, its HTML in #root and its data after it", () => {
    const page = pageTemplate(index, scripts).page('<title>A thread · Tea Room</title>', '<main>Hello</main>', { a: 1 })
    // Its one script asks for the app once the page has painted (src/boot.ts).
    expect(page).toContain(
      '<meta charset="UTF-8" />\n<script>(()=>{var e=1;keep(e);})()</script><title>A thread · Tea Room</title>\n<script type="module" crossorigin src="/assets/boot-4.js" data-entry="/assets/index-1.js" data-preload="/assets/chunk-2.js /assets/chunk-3.js"></script>\n</head>',
    )
    expect(page).not.toContain('modulepreload')
    expect(page).not.toContain('Teahouse: the shell.')
    expect(page).toContain(`<div id="root"><main>Hello</main></div><script type="application/json" id="${PAYLOAD_ID}">{"a":1}</script>`)
    // A drawn page reads without JavaScript.
    expect(page).not.toContain('noscript')
    expect(page).toContain('<header id="header-stand-in">')
  })

  it("names its inline script in the page's Content-Security-Policy by the hash of exactly that script", () => {
    const template = pageTemplate(index, scripts)
    const inline = /<script>([^<]*)<\/script>/.exec(template.page('', ''))?.[1] ?? ''
    expect(inline).toBe('(()=>{var e=1;keep(e);})()')
    expect(template.scriptSource).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
  })

  it('refuses an index.html it cannot cut, and a recorder that cannot be written inline', () => {
    expect(() => pageTemplate('<html><body><div id="root"></div></body></html>', scripts)).toThrow(/no description and title/)
    expect(() => pageTemplate(index, { ...scripts, recorder: 'let a = "</script>"' })).toThrow(/cannot be written inline/)
  })
})

describe('scriptJson', () => {
  it('keeps every string of the data inside its script element, and reads back unchanged', () => {
    const hostile = { title: '</script><script>alert(1)</script>', comment: '<!-- <script>', lines: 'a\u2028b\u2029c' }
    const text = scriptJson(hostile)
    expect(text).not.toMatch(/[<\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(hostile)
  })
})
