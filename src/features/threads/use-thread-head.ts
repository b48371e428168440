import { useMemo } from 'react'
import { type Thread } from '../../contract/schemas/thread'
import { contentBlocks } from '../../lib/delta/delta-lines'
import { deltaPreview } from '../../lib/delta/delta-preview'
import { usePageHead } from '../../components/ui/page-head'

/**
 * What a shared link to the thread shows besides its title: the starter's words
 * after the title and its first picture; for a starter behind content warnings, the warnings
 * alone, as the thread itself shows them before "Show content" (docs/decisions/014).
 */
export function useThreadHead(thread: Thread, skipBlock: number | null): void {
  const { content, tags } = thread.starter
  const preview = useMemo(() => deltaPreview(contentBlocks(content), content, skipBlock), [content, skipBlock])
  const warnings = tags.content_warnings
  const gated = thread.hidden || warnings.length > 0
  usePageHead(
    gated
      ? { description: warnings.length > 0 ? `Content warning: ${warnings.join(', ')}` : undefined }
      : { description: preview.text === '' ? undefined : preview.text, image: preview.picture ?? undefined },
  )
}
