import { type Thread } from '../../../contract/schemas/thread'
import { type LightboxPicture } from '../../../components/ui/lightbox-types'
import { assetUrl } from '../../../lib/asset-url'
import { contentBlocks } from '../../../lib/delta/delta-lines'
import { uploadSrcSet } from '../../../lib/delta/upload-srcset'

/** A picture of the thread, and its `src` as the delta holds it (what a picture's button names). */
export interface ThreadPicture extends LightboxPicture {
  raw: string
}

/**
 * The thread's pictures on lines of their own, starter first, then each contribution in the
 * thread's order: what the lightbox goes through. A picture behind a spoiler is left out: going
 * from picture to picture must not show what its writer hid (opened by itself once revealed).
 */
export function threadPictures(thread: Pick<Thread, 'starter' | 'posts'>): ThreadPicture[] {
  const pictures: ThreadPicture[] = []
  for (const post of [thread.starter, ...thread.posts.filter((p) => p.id !== thread.starter.id)]) {
    for (const block of contentBlocks(post.content) ?? []) {
      if (block.kind !== 'embed' || block.spoiler !== null || block.embed.kind !== 'picture') continue
      const picture = pictureOf(block.embed)
      if (picture) pictures.push(picture)
    }
  }
  return pictures
}

/** One picture as the lightbox shows it, or null when its address is not safe to load. */
export function pictureOf(embed: { src: string; alt: string; width: number | null; height: number | null }): ThreadPicture | null {
  const src = assetUrl(embed.src)
  if (!src) return null
  return { raw: embed.src, src, srcSet: uploadSrcSet(embed.src, embed.width), alt: embed.alt, width: embed.width, height: embed.height }
}
