/**
 * Where a search's words show in a page: each whole word, in any case. The words come from
 * the excerpt the server marked (the forms it found, "steeping" for a search of "steep"), so
 * matching them as written finds what the search found, with no stemming here.
 */

/** The words of `?highlight=`: space-separated, each at most once, case folded. */
export function highlightWords(highlight: string | undefined): string[] {
  const words = (highlight ?? '').toLocaleLowerCase().split(/\s+/u).filter(Boolean)
  return [...new Set(words)]
}

/** The longest `?highlight=` the thread route takes. */
export const HIGHLIGHT_MAX_CHARS = 200

/** `?highlight=` for these words: each once, as many whole words as fit; none → undefined. */
export function highlightParam(words: readonly string[]): string | undefined {
  let param = ''
  for (const word of highlightWords(words.join(' '))) {
    const longer = param === '' ? word : `${param} ${word}`
    if (longer.length > HIGHLIGHT_MAX_CHARS) break
    param = longer
  }
  return param === '' ? undefined : param
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/** One pattern for all the words, longest first so "teapot" wins over "tea", each a whole word. */
export function wordsPattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escape)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
}

/** Text that is not the thread's: what is being typed, and what is not drawn as text. */
const skipped = 'textarea, input, script, style, [contenteditable="true"]'

/** Ranges over the text under `root` that `pattern` matches (text nodes only, so never across markup). */
export function wordRanges(root: Node, pattern: RegExp): Range[] {
  const ranges: Range[] = []
  const document = root.ownerDocument ?? (root as Document)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(pattern)) {
      const range = document.createRange()
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      ranges.push(range)
    }
  }
  return ranges
}
