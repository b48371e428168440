import { useMemo, type ReactNode } from 'react'
import { BlockPicture } from './BlockPicture'
import { contentBlocks, type DeltaBlock } from './delta-lines'
import { type BlockEmbed } from './embeds'
import { EmbedCard } from './EmbedCard'
import { Runs } from './InlineRuns'
import { providerNoun } from './providers'
import { BlockSpoiler } from './Spoiler'
import { contentKey, SpoilerScope } from './spoiler-reveals'

/*
 * Renders a delta read-only with plain React elements: text only ever becomes text
 * nodes and every URL has passed safe-url, so no markup from a post can reach the DOM.
 * This file draws the blocks; InlineRuns.tsx the words, links and spoilers within a line.
 */

// pre-wrap keeps the spaces people typed, as Quill's editor does; break-words keeps
// long words inside a 360 px card.
const ROOT_CLASS = 'space-y-3 break-words whitespace-pre-wrap'
const CODE_BLOCK_CLASS = [
  'overflow-x-auto rounded-md bg-stone-100 p-3 font-mono text-sm whitespace-pre',
  'text-stone-900 dark:bg-stone-900 dark:text-stone-100',
].join(' ')
const QUOTE_CLASS = 'space-y-1 border-l-4 border-stone-300 pl-3 text-stone-700 dark:border-stone-600 dark:text-stone-300'

type DeltaContentProps = {
  /** A delta as a JSON string; anything else shows as plain text. */
  content: string
  className?: string
  /** A block already shown elsewhere (the title line, as the heading): left out here. */
  skipBlock?: number | null
  /**
   * Whose spoilers these are (a post's or comment's id): a reveal is remembered for it alone,
   * not for another post that happens to say the same. Without one, the content itself.
   */
  revealScope?: string
}

export function DeltaContent({ content, className, skipBlock = null, revealScope }: DeltaContentProps) {
  const blocks = useMemo(() => contentBlocks(content), [content])
  const spoilerScope = useMemo(() => revealScope ?? contentKey(content), [revealScope, content])
  const rootClass = className ? `${ROOT_CLASS} ${className}` : ROOT_CLASS
  if (blocks === null) {
    return (
      <div className={rootClass}>
        <p>{content}</p>
      </div>
    )
  }
  return (
    <SpoilerScope value={spoilerScope}>
      <div className={rootClass}>{blocks.map((block, index) => (index === skipBlock ? null : <Block key={index} block={block} />))}</div>
    </SpoilerScope>
  )
}

// The card or page around the content owns h1 and h2, so a post's headings start at h3.
// Levels 3 to 6 are rare in posts and look alike at this size, so they share h5.
function Heading({ level, children }: { level: number; children: ReactNode }) {
  if (level === 1) return <h3 className="text-xl font-semibold">{children}</h3>
  if (level === 2) return <h4 className="text-lg font-semibold">{children}</h4>
  return <h5 className="text-base font-semibold">{children}</h5>
}

function Block({ block }: { block: DeltaBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.runs} />
        </p>
      )
    case 'header':
      return (
        <Heading level={block.level}>
          <Runs runs={block.runs} />
        </Heading>
      )
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag className={`space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((runs, index) => (
            <li key={index}>
              <Runs runs={runs} />
            </li>
          ))}
        </Tag>
      )
    }
    case 'quote':
      return (
        <blockquote className={QUOTE_CLASS}>
          {block.lines.map((runs, index) => (
            <p key={index}>
              <Runs runs={runs} />
            </p>
          ))}
        </blockquote>
      )
    case 'code':
      return (
        <pre className={CODE_BLOCK_CLASS}>
          <code>{block.text}</code>
        </pre>
      )
    case 'embed':
      return block.spoiler === null ? (
        <Embed embed={block.embed} />
      ) : (
        <BlockSpoiler id={block.spoiler} what={block.embed.kind === 'picture' ? 'image' : providerNoun(block.embed.provider)}>
          <Embed embed={block.embed} />
        </BlockSpoiler>
      )
  }
}

function Embed({ embed }: { embed: BlockEmbed }) {
  return embed.kind === 'picture' ? <BlockPicture picture={embed} /> : <EmbedCard card={embed} />
}
