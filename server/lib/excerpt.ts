import { parseDeltaOps } from '../../src/contract/shapes/delta-ops'

/** The longest excerpt a notification carries (design.md: plain text, at most 140 characters). */
export const EXCERPT_MAX_CHARS = 140

/**
 * A contribution's or comment's words as plain text, line by line: what search indexes and
 * what an excerpt quotes. A spoiler is said as "[spoiler]" (as the app's titles say it) and
 * never spelled out; pictures and embeds are left out (a blank in their place). A content that
 * is not a delta gives nothing.
 */
function plainTextOf(content: string): string {
  const ops = parseDeltaOps(content)
  if (!ops) return ''
  let text = ''
  let inSpoiler = false
  for (const op of ops) {
    const spoiler = op.attributes?.['inline-spoilers'] === true
    if (typeof op.insert !== 'string') {
      inSpoiler = false
      text += ' '
      continue
    }
    if (spoiler && !inSpoiler) text += '[spoiler]'
    else if (!spoiler) text += op.insert
    inSpoiler = spoiler
  }
  return text
}

/**
 * The words search keeps for a contribution or comment: its plain text, without the two
 * characters search results mark matches with (db/queries/search.ts).
 */
export function searchTextOf(content: string): string {
  return plainTextOf(content).replaceAll('\u0001', ' ').replaceAll('\u0002', ' ')
}

/**
 * A contribution's or comment's words as one line of plain text, at most 140 characters: what
 * a notification quotes. Whole words are kept where they fit.
 */
export function excerptOf(content: string): string {
  return clip(plainTextOf(content).replace(/\s+/g, ' ').trim())
}

/** Plain text someone typed (a report's or removal's reason) as a notification quotes it. */
export function plainExcerptOf(text: string): string {
  return clip(text.replace(/\s+/g, ' ').trim())
}

function clip(text: string): string {
  const characters = [...text]
  if (characters.length <= EXCERPT_MAX_CHARS) return text
  const cut = characters.slice(0, EXCERPT_MAX_CHARS - 1).join('')
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > EXCERPT_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
