import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The built app's index.html, cut where a server-rendered page goes in: the page's HTML
 * inside #root, followed by the data it was drawn from, which the app hydrates from
 * (src/main.tsx). The rest (the hashed scripts and styles, the stand-in header, which the
 * page's own header hides, styles.css) stays as built.
 */
export interface PageTemplate {
  /** The page's inline script as its Content-Security-Policy names it: `'sha256-…'` (server/site.ts). */
  readonly scriptSource: string
  /**
   * The whole page for `head` (its tags), `html` (what #root holds) and `payload` (any JSON
   * value), or without a payload: the browser then draws the page afresh over the HTML.
   */
  page(head: string, html: string, payload?: unknown): string
}

const ROOT = '<div id="root"></div>'
// The shell's own title and description, which the page's head tags take the place of.
const SHELL_HEAD = /<meta name="description"[^>]*>\s*<title>[^<]*<\/title>/
// "Teahouse needs JavaScript to run" is not so for a page that is already drawn.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/
// The app's entry script, and the modules it preloads (as Vite writes them).
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * A drawn page can be read before any script: it names only `boot` (src/boot.ts), which asks
 * for the entry and its preloads once the page has painted. Its first paint then waits for
 * nothing but its stylesheet, and nothing else competes with that stylesheet and the first
 * screen's pictures on a slow line.
 */
function scriptsAfterPaint(html: string, boot: string): string {
  const entry = ENTRY.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1])
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, `<script type="module" crossorigin src="${boot}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`)
}

/** The id of the script element that holds a rendered page's data (src/main.tsx reads it). */
export const PAYLOAD_ID = 'teahouse-page'

/**
 * JSON as the text of a script element: `<` written as \u003c, so no string in it can close
 * the element (`</script>`) or open a comment; U+2028 and U+2029 escaped, as some parsers of
 * JavaScript still end a line there. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The built src/press-recorder.ts as a page's first script, inline: it then keeps presses from
 * the page's first paint on, where a script the page loads would start only once the whole
 * page is read (after a long page has painted). In a function of its own, so that its
 * minified names stay out of the page's globals; without the build's source map comment,
 * which would name a file beside the page.
 */
function inlineScript(code: string): string {
  const body = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').trim()
  if (/<\/script|<!--/i.test(body)) throw new Error('the press recorder as built cannot be written inline')
  return `(()=>{${body}})()`
}

/**
 * `built`: the built index.html; `boot`: the address of src/boot.ts as built; `recorder`: the
 * code of src/press-recorder.ts as built.
 */
export function pageTemplate(built: string, { boot, recorder }: { boot: string; recorder: string }): PageTemplate {
  const indexHtml = scriptsAfterPaint(built, boot)
  const script = inlineScript(recorder)
  const head = SHELL_HEAD.exec(indexHtml)
  const root = indexHtml.indexOf(ROOT)
  if (!head || root < head.index) throw new Error(`index.html has no description and title, or no ${ROOT} after them`)
  const start = indexHtml.slice(0, head.index)
  const middle = indexHtml.slice(head.index + head[0].length, root)
  const end = indexHtml.slice(root + ROOT.length).replace(NOSCRIPT, '')
  return {
    scriptSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    page: (tags, html, payload) => {
      const data = payload === undefined ? '' : `<script type="application/json" id="${PAYLOAD_ID}">${scriptJson(payload)}</script>`
      return `${start}<script>${script}</script>${tags}${middle}<div id="root">${html}</div>${data}${end}`
    },
  }
}

/** The built app's template and what names its build, or null when the app is not built. */
export async function loadPageTemplate(dist: string): Promise<{ template: PageTemplate; build: string } | null> {
  const index = join(dist, 'index.html')
  const manifest = join(dist, '.vite', 'manifest.json')
  if (!existsSync(index) || !existsSync(manifest)) return null
  const built = await readFile(index, 'utf8')
  const files = JSON.parse(await readFile(manifest, 'utf8')) as Record<string, { file?: string }>
  const fileOf = (source: string) => {
    const file = files[source]?.file
    if (!file) throw new Error(`${manifest} has no ${source}: build the app again (npm run build)`)
    return file
  }
  const [boot, recorder] = [fileOf('src/boot.ts'), fileOf('src/press-recorder.ts')]
  const recorderCode = await readFile(join(dist, recorder), 'utf8')
  const template = pageTemplate(built, { boot: `/${boot}`, recorder: recorderCode })
  // index.html names the build's hashed scripts and styles, and the recorder is written into
  // every page: together they stand for the build.
  return { template, build: createHash('sha1').update(built).update(recorderCode).digest('base64url') }
}
