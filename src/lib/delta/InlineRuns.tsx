import { Fragment, type ReactNode } from 'react'
import { assetUrl } from '../asset-url'
import { spoilerOf, type InlineRun } from './delta-lines'
import { appOrigin } from '../app-origin'
import { pictureName } from './picture-name'
import { isExternalHref } from './safe-url'
import { InlineSpoiler } from './Spoiler'
import { Unsupported } from './Unsupported'

/*
 * The runs of one line of a post: text with its marks and links, inline pictures, spoilers
 * and placeholders. The focus ring for links comes from the app's base styles (styles.css).
 */

const LINK_CLASS = [
  'rounded-sm text-teal-800 underline underline-offset-2 hover:text-teal-950',
  'dark:text-teal-300 dark:hover:text-teal-100',
].join(' ')
const INLINE_CODE_CLASS = 'rounded bg-stone-200/70 px-1 py-0.5 font-mono text-[0.9em] dark:bg-stone-800'
const IMAGE_CLASS = 'inline-block h-auto max-w-full rounded'

type RunGroup = { spoiler: number | null; runs: InlineRun[] }

/** The runs in order, the consecutive runs of each spoiler gathered into one group. */
function runGroups(runs: InlineRun[]): RunGroup[] {
  const groups: RunGroup[] = []
  for (const run of runs) {
    const spoiler = spoilerOf(run)
    const last = groups.at(-1)
    if (spoiler !== null && last?.spoiler === spoiler) last.runs.push(run)
    else groups.push({ spoiler, runs: [run] })
  }
  return groups
}

/** The runs of a line, each spoiler's runs behind one "Show spoiler". */
export function Runs({ runs }: { runs: InlineRun[] }) {
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
  if (run.kind === 'unsupported') return <Unsupported />
  if (run.kind === 'image') {
    // Root-relative paths (the demo's /images) live beside the API, like avatars (decision 004).
    const src = assetUrl(run.src)
    if (!src) return null
    return <img src={src} alt={pictureName(run.alt)} loading="lazy" decoding="async" className={IMAGE_CLASS} />
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
  const external = isExternalHref(href, appOrigin())
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
