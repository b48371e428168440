/**
 * The sites a post can embed, recognised by the host of the embed's own URL (never by the
 * blot's name alone: a `tweet` whose URL points elsewhere is shown as a link to where it
 * really goes). Only the names and URL shapes live here; nothing is ever fetched from these
 * hosts while reading.
 */

export type ProviderId = 'youtube' | 'vimeo' | 'x' | 'tumblr' | 'reddit' | 'pixiv' | 'instagram' | 'tiktok'

/** What kind of thing the card stands for: it picks the card's icon. */
export type EmbedShape = 'video' | 'post' | 'picture' | 'link'

export interface Provider {
  /** null for a link to a site of no known provider. */
  id: ProviderId | null
  /** Shown on the card and in "Open on …": the provider's name, or the link's host. */
  name: string
  shape: EmbedShape
}

const PROVIDERS: Record<ProviderId, { name: string; shape: EmbedShape; hosts: readonly string[] }> = {
  youtube: { name: 'YouTube', shape: 'video', hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'] },
  vimeo: { name: 'Vimeo', shape: 'video', hosts: ['vimeo.com'] },
  x: { name: 'X (Twitter)', shape: 'post', hosts: ['twitter.com', 'x.com'] },
  tumblr: { name: 'Tumblr', shape: 'post', hosts: ['tumblr.com'] },
  reddit: { name: 'Reddit', shape: 'post', hosts: ['reddit.com', 'redd.it'] },
  pixiv: { name: 'pixiv', shape: 'picture', hosts: ['pixiv.net'] },
  instagram: { name: 'Instagram', shape: 'picture', hosts: ['instagram.com'] },
  tiktok: { name: 'TikTok', shape: 'video', hosts: ['tiktok.com'] },
}

/** What a link to `provider` stands for, in words: "YouTube video", "Tumblr post", or "link". */
export function providerNoun(provider: Provider): string {
  if (provider.id === null) return 'link'
  const noun = provider.shape === 'video' ? 'video' : provider.shape === 'link' ? 'link' : 'post'
  return `${provider.name} ${noun}`
}

/** `host` is `domain` or one of its subdomains (`www.`, `m.`, `blog-name.tumblr.com`). */
const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The provider of a (safe, absolute) URL, or the URL's own host when it has none. */
// The provider comes from the URL's host, never the embed's name (docs/decisions/031).
export function providerOf(url: URL): Provider {
  const host = url.hostname.toLowerCase()
  for (const [id, provider] of Object.entries(PROVIDERS) as [ProviderId, (typeof PROVIDERS)[ProviderId]][]) {
    if (provider.hosts.some((domain) => isUnder(host, domain))) return { id, name: provider.name, shape: provider.shape }
  }
  return { id: null, name: host.replace(/^www\./, ''), shape: 'link' }
}

const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d{1,12}$/

/** A YouTube video's id from any of its URL spellings (watch, youtu.be, embed, shorts, live). */
export function youtubeId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (isUnder(url.hostname, 'youtu.be')) id = first
  else if (first === 'watch') id = url.searchParams.get('v')
  else if (first !== undefined && ['embed', 'shorts', 'live', 'v'].includes(first)) id = second
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** A Vimeo video's id: `vimeo.com/123` or `player.vimeo.com/video/123`. */
function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean)
  const id = parts[0] === 'video' ? parts[1] : parts[0]
  return id && VIMEO_ID.test(id) ? id : null
}

/** What the player should be told besides the id: where a YouTube link starts, an unlisted Vimeo's key. */
function playerParameters(provider: 'youtube' | 'vimeo', url: URL): string {
  if (provider === 'youtube') {
    const start = /^(\d{1,6})s?$/.exec(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '')?.[1]
    return start ? `&start=${start}` : ''
  }
  const parts = url.pathname.split('/').filter(Boolean)
  const key = url.searchParams.get('h') ?? (parts[0] === 'video' ? undefined : parts[1])
  return key && /^[0-9a-f]{6,20}$/.test(key) ? `&h=${key}` : ''
}

/**
 * The privacy-enhanced player for a video URL, or null when it is no video we can play.
 * Only these two origins are in the page's `frame-src` (server/site.ts); the player loads
 * only once the reader presses Play.
 */
export function videoPlayerSrc(url: URL): string | null {
  const provider = providerOf(url).id
  if (provider === 'youtube') {
    const id = youtubeId(url)
    return id && `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${playerParameters('youtube', url)}`
  }
  if (provider === 'vimeo') {
    const id = vimeoId(url)
    return id && `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${playerParameters('vimeo', url)}`
  }
  return null
}
