/**
 * The built app's index.html, cut where a server-rendered page goes in: the page's HTML
 * inside #root, followed by the data it was drawn from, which the app hydrates from
 * (src/main.tsx). The rest (the hashed scripts and styles, the stand-in header, which the
 * page's own header hides, styles.css) stays as built.
 */
export interface PageTemplate {
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

export function pageTemplate(indexHtml: string): PageTemplate {
  const head = SHELL_HEAD.exec(indexHtml)
  const root = indexHtml.indexOf(ROOT)
  if (!head || root < head.index) throw new Error(`index.html has no description and title, or no ${ROOT} after them`)
  const start = indexHtml.slice(0, head.index)
  const middle = indexHtml.slice(head.index + head[0].length, root)
  const end = indexHtml.slice(root + ROOT.length).replace(NOSCRIPT, '')
  return {
    page: (tags, html, payload) => {
      const data = payload === undefined ? '' : `<script type="application/json" id="${PAYLOAD_ID}">${scriptJson(payload)}</script>`
      return `${start}${tags}${middle}<div id="root">${html}</div>${data}${end}`
    },
  }
}
