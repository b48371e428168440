import type { Plugin } from 'vite'

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g
const FIRST_SCRIPT = /<script type="module"/

/**
 * Puts the built stylesheet before the scripts and their preloads in index.html. The page
 * draws nothing before its stylesheet has come, and a page the server drew (docs/decisions/038) has
 * everything else it needs in its HTML; Vite writes the stylesheet after the entry script and
 * its twenty-odd preloads, so on a slow line (HTTP/1.1: six at a time) it waited for a
 * hundred kilobytes of script first: Lighthouse's mobile first paint was 2.6 s for the board.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'teahouse:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the build's tags into the page.
      order: 'post',
      handler(html) {
        const stylesheets = html.match(STYLESHEET) ?? []
        const script = FIRST_SCRIPT.exec(html)
        if (stylesheets.length === 0 || !script) return html
        const rest = html.replace(STYLESHEET, '')
        const at = FIRST_SCRIPT.exec(rest)?.index ?? script.index
        return `${rest.slice(0, at)}${stylesheets.join('')}${rest.slice(at)}`
      },
    },
  }
}
