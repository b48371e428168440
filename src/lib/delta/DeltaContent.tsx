import { Fragment, useMemo, type ReactNode } from 'react'
import { assetUrl } from '../asset-url'
import { BlockPicture } from './BlockPicture'
import { contentBlocks, type DeltaBlock, type InlineRun } from './delta-lines'
import { type BlockEmbed } from './embeds'
import { EmbedCard } from './EmbedCard'
import { providerNoun } from './providers'
import { isExternalHref } from './safe-url'
import { BlockSpoiler, InlineSpoiler } from './Spoiler'
import { contentKey, SpoilerScope } from './spoiler-reveals'

/*
 * Renders a delta read-only with plain React elements: text only ever becomes text
 * nodes and every URL has passed safe-url, so no markup from a post can reach the DOM.
 * The focus ring for links comes from the app's base styles (styles.css).
 */

// pre-wrap keeps the spaces people typed, as Quill's editor does; break-words keeps
// long words inside a 360 px card.
const ROOT_CLASS = 'space-y-3 break-words whitespace-pre-wrap'
const LINK_CLASS = [
  'rounded-sm text-teal-800 underline underline-offset-2 hover:text-teal-950',
  'dark:text-teal-300 dark:hover:text-teal-100',
].join(' ')
const INLINE_CODE_CLASS = 'rounded bg-stone-200/70 px-1 py-0.5 font-mono text-[0.9em] dark:bg-stone-800'
const CODE_BLOCK_CLASS = [
  'overflow-x-auto rounded-md bg-stone-100 p-3 font-mono text-sm whitespace-pre',
  'text-stone-900 dark:bg-stone-900 dark:text-stone-100',
].join(' ')
const QUOTE_CLASS =
  'space-y-1 border-l-4 border-stone-300 pl-3 text-stone-700 dark:border-stone-600 dark:text-stone-300'
const IMAGE_CLASS = 'inline-block h-auto max-w-full rounded'
const IMAGE_LABELLED_CLASS = 'inline-flex max-w-full flex-col items-start gap-1 align-top'
const IMAGE_LABEL_CLASS = 'rounded bg-stone-200 px-1.5 text-xs text-stone-800 dark:bg-stone-700 dark:text-stone-100'
const UNSUPPORTED_CLASS = [
  'inline-block rounded border border-dashed border-stone-400 px-1.5 text-xs text-stone-700',
  'dark:border-stone-500 dark:text-stone-300',
].join(' ')

type DeltaContentProps = {
  /** A delta as a JSON string; anything else shows as plain text. */
  content: string
  className?: string
  /** A block already shown elsewhere (the title line, as the heading): left out here. */
  skipBlock?: number | null
}

export function DeltaContent({ content, className, skipBlock = null }: DeltaContentProps) {
  const blocks = useMemo(() => contentBlocks(content), [content])
  const spoilerScope = useMemo(() => contentKey(content), [content])
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
      <div className={rootClass}>
        {blocks.map((block, index) => (index === skipBlock ? null : <Block key={index} block={block} />))}
      </div>
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

type RunGroup = { spoiler: number | null; runs: InlineRun[] }

/** The runs in order, the consecutive runs of each spoiler gathered into one group. */
function runGroups(runs: InlineRun[]): RunGroup[] {
  const groups: RunGroup[] = []
  for (const run of runs) {
    const spoiler = run.kind === 'text' ? run.spoiler : null
    const last = groups.at(-1)
    if (spoiler !== null && last?.spoiler === spoiler) last.runs.push(run)
    else groups.push({ spoiler, runs: [run] })
  }
  return groups
}

/** The runs of a line, each spoiler's runs behind one "Show spoiler". */
function Runs({ runs }: { runs: InlineRun[] }) {
  return runGroups(runs).map((group, index) => {
    const drawn = group.runs.map((run, at) => <Run key={at} run={run} />)
    return group.spoiler === null ? (
      <Fragment key={index}>{drawn}</Fragment>
    ) : (
      <InlineSpoiler key={index} id={group.spoiler}>
        {drawn}
      </InlineSpoiler>
    )
  })
}

function Run({ run }: { run: InlineRun }) {
  if (run.kind === 'unsupported') return <span className={UNSUPPORTED_CLASS}>Unsupported content</span>
  if (run.kind === 'image') {
    // Root-relative paths (the demo's /images) live beside the API, like avatars (decision 004).
    const src = assetUrl(run.src)
    if (!src) return null
    const img = <img src={src} alt={run.alt} loading="lazy" decoding="async" className={IMAGE_CLASS} />
    if (run.alt !== '') return img
    // No words from the poster: a screen reader skips the picture (alt=""), and the word
    // "image" says there is one, to the eye and to the ear alike.
    return (
      <span className={IMAGE_LABELLED_CLASS}>
        {img}
        <span className={IMAGE_LABEL_CLASS}>image</span>
      </span>
    )
  }
  let node: ReactNode = run.text
  if (run.marks.code) node = <code className={INLINE_CODE_CLASS}>{node}</code>
  if (run.marks.strike) node = <s>{node}</s>
  if (run.marks.underline) node = <u>{node}</u>
  if (run.marks.italic) node = <em>{node}</em>
  if (run.marks.bold) node = <strong>{node}</strong>
  return run.href === null ? node : <Link href={run.href}>{node}</Link>
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  const external = isExternalHref(href, window.location.origin)
  return (
    <a href={href} rel="noopener noreferrer ugc" target={external ? '_blank' : undefined} className={LINK_CLASS}>
      {children}
      {external && (
        <>
          {' '}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(external link)</span>
        </>
      )}
    </a>
  )
}
