import { useMemo } from 'react'
import { blockLines, contentBlocks, type DeltaBlock } from './delta-lines'

/** A title longer than this is cut at a word and ends with "…". */
export const TITLE_MAX_CHARS = 80

/**
 * A post's title: its first line of text, plain and trimmed. `block` is the index of the
 * block that holds that line whole (a paragraph or heading of plain text, short enough to
 * be the title uncut), so a page that shows the title as its heading can leave the block
 * out of the body instead of saying it twice; null when the block holds more than that.
 */
interface DeltaTitle {
  text: string
  block: number | null
}

/** Cuts `line` to `max` characters at the last space past half of it, so no word is broken. */
export function cutAtWord(line: string, max: number): string {
  if (line.length <= max) return line
  const head = line.slice(0, max)
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

/** Text with each run of white space as one space, trimmed. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

const firstText = (block: DeltaBlock) => blockLines(block).find((text) => text.trim() !== '') ?? ''

/** The title of a post's blocks, or of its plain text when it is not a delta (`blocks` null). */
export function deltaTitle(blocks: readonly DeltaBlock[] | null, content: string): DeltaTitle {
  if (blocks === null) {
    const line = content.split('\n').find((text) => text.trim() !== '') ?? ''
    return { text: cutAtWord(squash(line), TITLE_MAX_CHARS), block: null }
  }
  for (const [index, block] of blocks.entries()) {
    const line = squash(firstText(block))
    if (line === '') continue
    // Only a block that says nothing more than the title may be left out: no image, no link, no spoiler.
    const plain =
      (block.kind === 'paragraph' || block.kind === 'header') &&
      block.runs.every((run) => run.kind === 'text' && run.href === null && run.spoiler === null)
    const whole = plain && line.length <= TITLE_MAX_CHARS
    return { text: cutAtWord(line, TITLE_MAX_CHARS), block: whole ? index : null }
  }
  return { text: '', block: null }
}

/** The title of `content` (a delta string or plain text), worked out once per content. */
export function usePostTitle(content: string): DeltaTitle {
  return useMemo(() => deltaTitle(contentBlocks(content), content), [content])
}
