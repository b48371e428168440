import type Quill from 'quill'
import Delta from 'quill-delta'
import type History from 'quill/modules/history'
import { type RefObject, useEffect, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import { safeLinkHref } from '../../../lib/delta/safe-url'
import { type EmbedOffer, embedOfferFor } from './editor-embeds'

/** An offer as the editor shows it: where the line of the pasted link starts, and what it held. */
interface ShownOffer extends EmbedOffer {
  lineStart: number
  lineText: string
}

/** The offer for a paste that began at `start`, if the link pasted there is alone on a plain line. */
function offerAt(quill: Quill, start: number, pasted: string): ShownOffer | null {
  const [line] = quill.getLine(start)
  // A list item, heading, quote or code line keeps its link: a card cannot be any of those.
  if (!line || line.statics.blotName !== 'block') return null
  const lineStart = quill.getIndex(line)
  const lineText = quill.getText(lineStart, line.length() - 1)
  const offer = embedOfferFor(pasted, lineText)
  return offer && { ...offer, lineStart, lineText }
}

/** Whether the line still holds what it held when the offer was made. */
const stillThere = (quill: Quill, offer: ShownOffer) => quill.getText(offer.lineStart, offer.lineText.length + 1) === `${offer.lineText}\n`

/**
 * Offers to turn a pasted link into its embed, as the reference editor does: shown after a
 * paste of one link to a post or video that is then alone on its line, put away by anything
 * typed after it. Embedding replaces the line's text with the card in one undo step.
 * Offered, not done: a pasted link becomes an embed only when asked (docs/decisions/032).
 */
export function useEmbedOffer(quillRef: RefObject<ReactQuill | null>, mounted: boolean) {
  const [offer, setOffer] = useState<ShownOffer | null>(null)

  useEffect(() => {
    const quill = quillRef.current?.getEditor()
    if (!mounted || !quill) return
    let pasteStart: number | null = null
    // Before Quill's own paste handler (capture) for where the paste begins, after it for the result.
    const beforePaste = () => {
      pasteStart = quill.getSelection()?.index ?? null
    }
    const afterPaste = (event: ClipboardEvent) => {
      const start = pasteStart
      pasteStart = null
      const pasted = event.clipboardData?.getData('text/plain') ?? ''
      setOffer(start === null || pasted === '' ? null : offerAt(quill, start, pasted))
    }
    // The paste's own change comes before afterPaste, so this puts away only an earlier offer.
    const changed = (_change: unknown, _before: unknown, source: string) => {
      if (source === 'user') setOffer(null)
    }
    quill.root.addEventListener('paste', beforePaste, true)
    quill.root.addEventListener('paste', afterPaste)
    quill.on('text-change', changed)
    return () => {
      quill.root.removeEventListener('paste', beforePaste, true)
      quill.root.removeEventListener('paste', afterPaste)
      quill.off('text-change', changed)
    }
  }, [quillRef, mounted])

  /** Takes the offer away and gives back the editor and the offer if it still stands. */
  function take() {
    const quill = quillRef.current?.getEditor()
    setOffer(null)
    if (!quill || !offer) return null
    quill.focus()
    return stillThere(quill, offer) ? { quill, offer } : null
  }

  return {
    offer,
    /** The line's link becomes the card; the caret goes to the line after it. */
    embed() {
      const taken = take()
      if (!taken) return
      const {
        quill,
        offer: { lineStart, lineText, insert },
      } = taken
      const history = quill.getModule('history') as History
      history.cutoff()
      quill.updateContents(new Delta().retain(lineStart).delete(lineText.length).insert(insert), 'user')
      history.cutoff()
      quill.setSelection(lineStart + 1, 0, 'user')
    },
    /** The pasted text becomes a link to where it points, the caret at the end of its line. */
    keepLink() {
      const taken = take()
      if (!taken) return
      const {
        quill,
        offer: { lineStart, lineText, link },
      } = taken
      const href = safeLinkHref(link)
      if (href) quill.formatText(lineStart + lineText.indexOf(link), link.length, 'link', href, 'user')
      quill.setSelection(lineStart + lineText.length, 0, 'user')
    },
    dismiss: () => setOffer(null),
  }
}
