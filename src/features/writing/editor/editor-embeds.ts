import { embedInsertForUrl } from '../../../lib/delta/embed-for-url'
import { embedName, readBlockEmbed } from '../../../lib/delta/embeds'
import { providerNoun } from '../../../lib/delta/providers'

type Insert = Record<string, unknown>

/**
 * The block embeds the editor can hold: the reference editor's (BobaBoard's boba-editor) for a
 * single post or video on another site, so its readers see our posts whole too.
 */
export const EDITOR_EMBEDS = [
  'youtube-video',
  'vimeo-embed',
  'tweet',
  'tumblr-embed',
  'reddit-embed',
  'pixiv-embed',
  'instagram-embed',
  'tiktok-embed',
] as const

export type EditorEmbed = (typeof EDITOR_EMBEDS)[number]

const isEditorEmbed = (name: string | undefined): name is EditorEmbed => EDITOR_EMBEDS.some((embed) => embed === name)

/** Longer links stay links: a real post's address is far shorter, and a post is limited to 64 KiB. */
const MAX_EMBED_URL = 2048

/** The embed insert for a link (one URL, nothing else), or null when it is no post or video we embed. */
export function embedForLink(text: string): Insert | null {
  const link = text.trim()
  if (link === '' || link.length > MAX_EMBED_URL || /\s/.test(link)) return null
  return embedInsertForUrl(link)
}

/**
 * An embed insert as a post sends it: rebuilt from its link alone, so nothing else a paste or
 * an old draft put in the value (a script URL, odd fields, huge sizes) rides along. Null for
 * an embed the editor cannot make or whose link is no post or video of a known site.
 * An embed is posted as rebuilt from its link alone (docs/decisions/032).
 */
export function canonicalEmbed(insert: Insert): Insert | null {
  if (!isEditorEmbed(embedName(insert))) return null
  const embed = readBlockEmbed(insert, {})
  return embed?.kind === 'card' ? embedForLink(embed.url) : null
}

export interface EmbedOffer {
  /** The link as pasted, without the blanks around it. */
  link: string
  insert: Insert
  /** "YouTube video", for "Embed this YouTube video?". */
  noun: string
}

/**
 * Whether a paste earns the offer to embed it: the pasted text is one link to a post or video
 * we embed, and after the paste it is alone on its line (`line`, without its newline). A link
 * in the middle of a sentence stays a link.
 */
export function embedOfferFor(pasted: string, line: string): EmbedOffer | null {
  const link = pasted.trim()
  if (line.trim() !== link) return null
  const insert = embedForLink(link)
  const embed = insert && readBlockEmbed(insert, {})
  return insert && embed?.kind === 'card' ? { link, insert, noun: providerNoun(embed.provider) } : null
}
