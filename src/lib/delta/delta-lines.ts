import { type DeltaOp, parseDeltaOps } from '../../contract/shapes/delta-ops'
import { isBlockEmbed, readBlockEmbed, type BlockEmbed } from './embeds'
import { safeImageSrc, safeLinkHref } from './safe-url'

/**
 * A Quill delta as typed blocks, ready to render without Quill. Everything here is an
 * allow-list: the formats below are read from attributes whose values have the expected
 * type, every URL has passed safe-url, and anything else is dropped, so the renderer can
 * trust what it gets.
 */

export type InlineMarks = {
  bold: boolean
  italic: boolean
  underline: boolean
  strike: boolean
  code: boolean
}

/**
 * `spoiler` numbers the spoiler a run belongs to (runs of one spoiler share it), so each
 * can be revealed alone; null for text in plain view.
 */
export type InlineRun =
  | { kind: 'text'; text: string; marks: InlineMarks; href: string | null; spoiler: number | null }
  | { kind: 'image'; src: string; alt: string; spoiler: number | null }
  // An embed this renderer does not know: a placeholder says something is missing.
  | { kind: 'unsupported' }

type LineFormat =
  | { kind: 'paragraph' }
  | { kind: 'header'; level: number }
  | { kind: 'list'; ordered: boolean }
  | { kind: 'quote' }
  | { kind: 'code' }
  | { kind: 'embed'; embed: BlockEmbed; spoiler: number | null }

/** One line of the document: the runs before a "\n" and the block format that "\n" carries. */
type DeltaLine = { format: LineFormat; runs: InlineRun[] }

export type DeltaBlock =
  | { kind: 'paragraph'; runs: InlineRun[] }
  | { kind: 'header'; level: number; runs: InlineRun[] }
  | { kind: 'list'; ordered: boolean; items: InlineRun[][] }
  | { kind: 'quote'; lines: InlineRun[][] }
  | { kind: 'code'; text: string }
  | { kind: 'embed'; embed: BlockEmbed; spoiler: number | null }

type Attributes = Record<string, unknown>

function marksOf(attributes: Attributes): InlineMarks {
  return {
    bold: attributes.bold === true,
    italic: attributes.italic === true,
    underline: attributes.underline === true,
    strike: attributes.strike === true,
    code: attributes.code === true,
  }
}

function imageRun(embed: Attributes, attributes: Attributes, spoiler: number | null): InlineRun | null {
  const src = safeImageSrc(embed.image)
  if (src === null) return null
  // Blank alt text says nothing: the renderer treats it as none.
  return { kind: 'image', src, alt: typeof attributes.alt === 'string' ? attributes.alt.trim() : '', spoiler }
}

/** The spoiler a run belongs to, if any (text and inline pictures alike). */
export const spoilerOf = (run: InlineRun | undefined): number | null => (run && run.kind !== 'unsupported' ? run.spoiler : null)

function isHeaderLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6
}

/**
 * A line's block format. Quill gives a line at most one; should a delta carry several,
 * code wins, then header, list and quote.
 */
export function lineFormat(attributes: Attributes): LineFormat {
  const codeBlock = attributes['code-block']
  // Quill 1 writes `true`, Quill 2 the language name; the language is not shown.
  if (codeBlock === true || typeof codeBlock === 'string') return { kind: 'code' }
  if (isHeaderLevel(attributes.header)) return { kind: 'header', level: attributes.header }
  const list = attributes.list
  if (list === 'ordered') return { kind: 'list', ordered: true }
  // A checklist shows as bullets: read-only text has nothing to tick.
  if (list === 'bullet' || list === 'checked' || list === 'unchecked') return { kind: 'list', ordered: false }
  if (attributes.blockquote === true) return { kind: 'quote' }
  return { kind: 'paragraph' }
}

/**
 * Splits ops into lines the way Quill does: every "\n" ends a line, and the attributes
 * of the op holding it are that line's block format. Text after the last "\n" (Quill
 * always ends with one, other writers may not) is a plain paragraph. A block embed is a
 * line of its own, as in Quill; an embed of no known kind leaves a placeholder in its line.
 */
export function deltaLines(ops: DeltaOp[]): DeltaLine[] {
  const lines: DeltaLine[] = []
  let runs: InlineRun[] = []
  let spoilers = 0
  const endLine = (format: LineFormat) => {
    lines.push({ format, runs })
    runs = []
  }
  // A spoiler run right after a spoiler run is the same spoiler, revealed at once.
  const spoilerFor = (attributes: Attributes) => {
    if (attributes['inline-spoilers'] !== true) return null
    return spoilerOf(runs.at(-1)) ?? spoilers++
  }
  for (const op of ops) {
    const attributes = op.attributes ?? {}
    if (typeof op.insert !== 'string') {
      if (isBlockEmbed(op.insert)) {
        if (runs.length > 0) endLine({ kind: 'paragraph' })
        const embed = readBlockEmbed(op.insert, attributes)
        if (embed) endLine({ kind: 'embed', embed, spoiler: embed.spoiler ? spoilers++ : null })
        else {
          runs.push({ kind: 'unsupported' })
          endLine({ kind: 'paragraph' })
        }
      } else if ('image' in op.insert) {
        // Quill puts inline formats on inline embeds too: a picture can be part of a spoiler.
        const image = imageRun(op.insert, attributes, spoilerFor(attributes))
        if (image) runs.push(image)
      } else {
        runs.push({ kind: 'unsupported' })
      }
      continue
    }
    const parts = op.insert.split('\n')
    for (const [index, text] of parts.entries()) {
      if (index > 0) endLine(lineFormat(attributes))
      if (text === '') continue
      runs.push({ kind: 'text', text, marks: marksOf(attributes), href: safeLinkHref(attributes.link), spoiler: spoilerFor(attributes) })
    }
  }
  if (runs.length > 0) lines.push({ format: { kind: 'paragraph' }, runs })
  return lines
}

/** The lines of plain text a block holds, in order (runsText for each; a picture or a card has none). */
export function blockLines(block: DeltaBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'header':
      return [runsText(block.runs)]
    case 'list':
      return block.items.map(runsText)
    case 'quote':
      return block.lines.map(runsText)
    case 'code':
      return block.text.split('\n')
    case 'embed':
      return []
  }
}

/**
 * The words of runs as plain text, each spoiler said as "[spoiler]" once (a spoiler's runs
 * and pictures share its number): for a title, or a code block, which have no room for a cover.
 */
function runsText(runs: readonly InlineRun[]): string {
  let text = ''
  let lastSpoiler: number | null = null
  for (const run of runs) {
    const spoiler = spoilerOf(run)
    if (spoiler !== null && spoiler !== lastSpoiler) text += '[spoiler]'
    else if (spoiler === null && run.kind === 'text') text += run.text
    lastSpoiler = spoiler
  }
  return text
}

function isBlank(runs: InlineRun[]): boolean {
  return runs.every((run) => run.kind === 'text' && run.text.trim() === '')
}

/** Adds a line to the block before it when both belong to one list, quote or code block. */
function appendLine(blocks: DeltaBlock[], { format, runs }: DeltaLine): void {
  const last = blocks.at(-1)
  switch (format.kind) {
    case 'code': {
      const text = runsText(runs)
      if (last?.kind === 'code') last.text += `\n${text}`
      else blocks.push({ kind: 'code', text })
      return
    }
    case 'list':
      if (last?.kind === 'list' && last.ordered === format.ordered) last.items.push(runs)
      else blocks.push({ kind: 'list', ordered: format.ordered, items: [runs] })
      return
    case 'quote':
      if (last?.kind === 'quote') last.lines.push(runs)
      else blocks.push({ kind: 'quote', lines: [runs] })
      return
    case 'header':
      blocks.push({ kind: 'header', level: format.level, runs })
      return
    case 'embed':
      blocks.push({ kind: 'embed', embed: format.embed, spoiler: format.spoiler })
      return
    case 'paragraph':
      blocks.push({ kind: 'paragraph', runs })
  }
}

/**
 * Blank lines are Quill's way to make space (`<p><br></p>`); the renderer spaces blocks
 * already, so they would only double gaps and pad the end of a card. They still end the
 * list or quote before them (they were grouped first), as they do in Quill.
 */
function withoutBlankLines(block: DeltaBlock): DeltaBlock | null {
  switch (block.kind) {
    case 'paragraph':
    case 'header':
      return isBlank(block.runs) ? null : block
    case 'quote': {
      const lines = block.lines.filter((runs) => !isBlank(runs))
      return lines.length > 0 ? { kind: 'quote', lines } : null
    }
    default:
      // An empty list item still shows its bullet or number, and code keeps its blank lines.
      return block
  }
}

/** Groups lines into blocks: consecutive list lines of one kind, quote lines and code lines each form one block. */
export function deltaBlocks(lines: DeltaLine[]): DeltaBlock[] {
  const blocks: DeltaBlock[] = []
  for (const line of lines) appendLine(blocks, line)
  return blocks.map(withoutBlankLines).filter((block) => block !== null)
}

/** The blocks of `content`, or null when it is not a delta and should show as plain text. */
export function contentBlocks(content: string): DeltaBlock[] | null {
  const ops = parseDeltaOps(content)
  return ops ? deltaBlocks(deltaLines(ops)) : null
}

function opsText(ops: DeltaOp[]): string {
  return ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('')
}

export const LONG_CONTENT_CHARS = 600
export const LONG_CONTENT_LINES = 8

const isPicture = (insert: Attributes) => safeImageSrc(insert.image) !== null || readBlockEmbed(insert, {})?.kind === 'picture'

/** About how many lines of text a card takes in a feed. */
const CARD_LINES = 4

/**
 * Whether a feed card clamps `content` behind "Show more", and why: any picture that will
 * render (tall, or of a height unknown until it loads: the card keeps the clamp's whole
 * height for it, so nothing below moves when it comes), or long text, many lines (a card
 * counts as several, a placeholder as one). Null: shown whole.
 */
export function cardClamp(content: string): 'picture' | 'long' | null {
  const ops = parseDeltaOps(content)
  const embeds = ops?.flatMap((op) => (typeof op.insert === 'string' ? [] : [op.insert])) ?? []
  if (embeds.some(isPicture)) return 'picture'
  const embedLines = embeds.reduce((sum, insert) => sum + (isBlockEmbed(insert) ? CARD_LINES : 1), 0)
  const text = (ops ? opsText(ops) : content).trim()
  return text.length > LONG_CONTENT_CHARS || text.split('\n').length + embedLines > LONG_CONTENT_LINES ? 'long' : null
}
