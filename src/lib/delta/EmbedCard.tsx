import { useEffect, useRef, useState } from 'react'
import { shownUrl, type BlockEmbed } from './embeds'
import { ProviderIcon } from './ProviderIcon'
import { providerNoun } from './providers'

type Card = Extract<BlockEmbed, { kind: 'card' }>

const CARD_CLASS = [
  // wrap-anywhere: a long host or path must not widen the page (its grid sizes to content).
  'max-w-lg space-y-3 rounded-lg border border-stone-300 bg-stone-50 p-3 whitespace-normal wrap-anywhere',
  'dark:border-stone-600 dark:bg-stone-800/60',
].join(' ')
const ACTION_CLASS = [
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-stone-400 bg-white px-3 text-sm font-medium text-stone-900',
  'hover:bg-stone-100 dark:border-stone-500 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
].join(' ')
const PLAY_CLASS = [
  'inline-flex min-h-11 items-center gap-1 rounded-md bg-teal-800 px-4 text-sm font-medium text-white hover:bg-teal-900',
  'dark:bg-teal-300 dark:text-stone-950 dark:hover:bg-teal-200',
].join(' ')

/**
 * A link to a post or video on another site, drawn from what the post holds: our own icon,
 * the provider's name, where the link goes, and "Open on …". Nothing comes from the other
 * site while reading. A video also has Play, which only then loads its privacy-enhanced
 * player in place, sandboxed, sending our origin and nothing more as the referrer.
 * Our own card; nothing loads from the provider until Play (docs/decisions/031).
 */
export function EmbedCard({ card }: { card: Card }) {
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])
  const where = shownUrl(card.url)
  return (
    <div role="group" aria-label={`${providerNoun(card.provider)}: ${where}`} className={CARD_CLASS}>
      <div className="flex items-center gap-3">
        <ProviderIcon shape={card.provider.shape} />
        <div className="min-w-0">
          <p className="font-medium">{card.provider.name}</p>
          <p className="line-clamp-2 text-sm text-stone-700 dark:text-stone-300">{where}</p>
        </div>
      </div>
      {playing && card.player ? (
        <iframe
          ref={player}
          src={card.player}
          title={`${card.provider.name} player`}
          className="aspect-video w-full rounded-md bg-black"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {card.player && !playing && (
          <button type="button" className={PLAY_CLASS} onClick={() => setPlaying(true)}>
            <span aria-hidden="true">▶</span> Play <span className="sr-only">{providerNoun(card.provider)}</span>
          </button>
        )}
        <a href={card.url} target="_blank" rel="noopener noreferrer nofollow" className={ACTION_CLASS}>
          Open on {card.provider.name} <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
