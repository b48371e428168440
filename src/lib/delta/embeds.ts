import { providerOf, videoPlayerSrc, type Provider } from './providers'
import { safeImageSrc, safeLinkHref } from './safe-url'

/**
 * The block embeds of the reference editor (BobaBoard's boba-editor): a picture on a line of
 * its own, and links to posts and videos on other sites, each an insert like
 * `{"tweet": {"url": …, "embedWidth": …}}`. Every value is read as hostile: a URL must pass
 * safe-url, a size must be a sane number, and anything else makes the embed unreadable
 * (shown as "Unsupported content", never as raw JSON and never as nothing).
 */

export type BlockEmbed =
  | { kind: 'picture'; src: string; alt: string; width: number | null; height: number | null; spoiler: boolean }
  | { kind: 'card'; url: string; provider: Provider; player: string | null; spoiler: boolean }

type Fields = Record<string, unknown>

const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {})

/**
 * The URL an embed stands for: the value itself when it is a string (every kind of the
 * reference editor takes one, and old posts keep it so), else its `url` field.
 */
const urlOf = (value: unknown): unknown => (typeof value === 'string' ? value : fieldsOf(value).url)

/** Where each kind of embed keeps the URL it stands for, when not in `url` alone. */
const EMBED_URLS: Record<string, (value: unknown) => unknown> = {
  'youtube-video': urlOf,
  // Quill's own video format.
  video: urlOf,
  'vimeo-embed': urlOf,
  tweet: urlOf,
  'reddit-embed': urlOf,
  'pixiv-embed': urlOf,
  'instagram-embed': urlOf,
  'oembed-embed': urlOf,
  // `url` is the post's own page; `href` is Tumblr's iframe address, the only one in some posts.
  'tumblr-embed': (value) => urlOf(value) ?? fieldsOf(value).href,
  'tiktok-embed': (value) => urlOf(value) ?? tiktokUrl(fieldsOf(value).id),
}

const tiktokUrl = (id: unknown) => (typeof id === 'string' && /^\d{1,30}$/.test(id) ? `https://www.tiktok.com/embed/v2/${id}` : undefined)

/** Pictures larger than this on a side are not believed: the size only reserves space. */
const MAX_SIDE = 20_000

function dimension(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= MAX_SIDE ? Math.round(value) : null
}

/** The blot name of an embed insert: Quill writes exactly one key. */
export const embedName = (insert: Fields): string | undefined => Object.keys(insert)[0]

/** Whether an embed insert is one of the reference editor's block embeds (a line of its own). */
export function isBlockEmbed(insert: Fields): boolean {
  const name = embedName(insert)
  return name === 'block-image' || (name !== undefined && Object.hasOwn(EMBED_URLS, name))
}

/** An embed's URL: http(s) only, as a mailto: card would make no sense. */
export function embedUrl(raw: unknown): URL | null {
  const href = safeLinkHref(raw)
  return href !== null && /^https?:/.test(href) ? new URL(href) : null
}

/** A block embed ready to show, or null when its value cannot be shown safely. */
export function readBlockEmbed(insert: Fields, attributes: Fields): BlockEmbed | null {
  const name = embedName(insert)
  if (name === undefined) return null
  const value = insert[name]
  const spoiler = fieldsOf(value).spoilers === true
  if (name === 'block-image') {
    const src = safeImageSrc(typeof value === 'string' ? value : fieldsOf(value).src)
    if (src === null) return null
    let width = dimension(fieldsOf(value).width)
    let height = dimension(fieldsOf(value).height)
    if (width === null || height === null) width = height = null
    const alt = typeof attributes.alt === 'string' ? attributes.alt.trim() : ''
    return { kind: 'picture', src, alt, width, height, spoiler }
  }
  const readUrl = Object.hasOwn(EMBED_URLS, name) ? EMBED_URLS[name] : undefined
  const url = readUrl && embedUrl(readUrl(value))
  if (!url) return null
  const player = videoPlayerSrc(url)
  const provider = providerOf(url)
  // A YouTube or Vimeo address that is no video (a channel, a search) is a link, not a video.
  const playable = player !== null || (provider.id !== 'youtube' && provider.id !== 'vimeo')
  return { kind: 'card', url: url.href, provider: playable ? provider : { ...provider, shape: 'link' }, player, spoiler }
}

/** Longest host-and-path a card shows; the whole URL stays in the link. */
const SHOWN_URL_CHARS = 60

/** A URL as a card shows it: host and path, no scheme, no query, cut short. */
export function shownUrl(href: string): string {
  const url = new URL(href)
  const text = `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`
  return text.length > SHOWN_URL_CHARS ? `${text.slice(0, SHOWN_URL_CHARS - 1)}…` : text
}
