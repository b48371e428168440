import { blockLines, type DeltaBlock } from './delta-lines'
import { cutAtWord, squash } from './delta-title'

/** A link preview's text is cut at a word past this many characters, as search engines show about as much. */
const PREVIEW_MAX_CHARS = 200

/** A post as a link preview shows it: its words in plain view, and its first picture in plain view. */
export interface DeltaPreview {
  text: string
  /** The picture's address as the post has it (safe-url passed), or null. */
  picture: string | null
}

function blockPicture(block: DeltaBlock): string | null {
  if (block.kind === 'embed')
    return block.embed.kind === 'picture' && !block.embed.spoiler && block.spoiler === null ? block.embed.src : null
  const runs = block.kind === 'paragraph' || block.kind === 'header' ? block.runs : block.kind === 'list' ? block.items.flat() : []
  for (const run of runs) if (run.kind === 'image' && run.spoiler === null) return run.src
  return null
}

/**
 * What a shared link to a post shows of it: its text, without what is behind a
 * spoiler and without `skipBlock` (the block the page's title already says), and its first
 * picture that is not behind a spoiler. `blocks` null: plain text, no picture.
 */
export function deltaPreview(blocks: readonly DeltaBlock[] | null, content: string, skipBlock: number | null = null): DeltaPreview {
  if (blocks === null) return { text: cutAtWord(squash(content), PREVIEW_MAX_CHARS), picture: null }
  const kept = blocks.filter((_, index) => index !== skipBlock)
  const text = squash(kept.flatMap(blockLines).join(' '))
  return { text: cutAtWord(text, PREVIEW_MAX_CHARS), picture: blocks.map(blockPicture).find((src) => src !== null) ?? null }
}
