import { embedUrl } from './embeds'
import { providerOf, videoPlayerSrc, youtubeId, type ProviderId } from './providers'

/*
 * Which links the editor offers to turn into an embed, and as what. Apart from embeds.ts so
 * that only the editor's code carries it: a reader's first page never needs it.
 */

type Fields = Record<string, unknown>

/**
 * The paths that are a single post on each site: only those are offered as an embed (a
 * profile or a home page stays a link).
 */
const POST_PATHS: Record<Exclude<ProviderId, 'youtube' | 'vimeo'>, RegExp> = {
  x: /^\/\w+\/status\/\d+/,
  tumblr: /\/(post\/)?\d{6,}/,
  reddit: /\/comments\/\w+/,
  pixiv: /\/artworks\/\d+/,
  instagram: /^\/(p|reel)\/[\w-]+/,
  tiktok: /\/video\/\d+/,
}

/**
 * The blot each provider's posts are written as, in the shapes the reference editor itself
 * draws from a link alone: a TikTok or Tumblr object would need ids only their sites know.
 */
const POST_BLOTS: Record<Exclude<ProviderId, 'youtube' | 'vimeo'>, (href: string) => Fields> = {
  x: (href) => ({ tweet: { url: href } }),
  tumblr: (href) => ({ 'tumblr-embed': href }),
  reddit: (href) => ({ 'reddit-embed': { url: href } }),
  pixiv: (href) => ({ 'pixiv-embed': { url: href } }),
  instagram: (href) => ({ 'instagram-embed': { url: href } }),
  tiktok: (href) => ({ 'tiktok-embed': href }),
}

/**
 * The embed insert for a link pasted on a line of its own, so the reference system's readers
 * see our posts whole too; null for a link that is no single post or video of a known site.
 */
export function embedInsertForUrl(text: string): Fields | null {
  const url = embedUrl(text.trim())
  if (!url) return null
  const provider = providerOf(url).id
  if (provider === null) return null
  // The reference editor reads a video's id from `?v=` or an embed address only.
  if (provider === 'youtube') {
    const id = youtubeId(url)
    return id ? { 'youtube-video': `https://www.youtube.com/embed/${id}` } : null
  }
  if (provider === 'vimeo') return videoPlayerSrc(url) ? { 'vimeo-embed': { url: url.href } } : null
  return POST_PATHS[provider].test(url.pathname) ? POST_BLOTS[provider](url.href) : null
}
