import { Button } from '../../../components/ui/Button'
import { type EmbedOffer } from './editor-embeds'

/**
 * "Embed this YouTube video?" under the writing area after a link to one is pasted. It never
 * takes the focus: the question is announced politely, and Tab from the writing area reaches
 * its buttons next. The status line is always there (empty without an offer), as a live region
 * must exist before what it announces.
 */
export function EmbedOfferBar({ offer, onEmbed, onKeepLink }: { offer: EmbedOffer | null; onEmbed: () => void; onKeepLink: () => void }) {
  return (
    <div
      className={
        offer
          ? 'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-b-md border-t border-stone-300 bg-teal-50 p-2 dark:border-stone-600 dark:bg-teal-950/40'
          : undefined
      }
    >
      <p role="status" className={offer ? 'min-w-40 flex-1 text-sm font-medium text-stone-900 dark:text-stone-100' : undefined}>
        {offer && (
          <>
            Embed this {offer.noun}?<span className="sr-only"> Tab to the Embed button, or press Escape to keep the text.</span>
          </>
        )}
      </p>
      {offer && (
        <div className="flex gap-2">
          <Button variant="primary" onClick={onEmbed}>
            Embed
          </Button>
          <Button variant="secondary" onClick={onKeepLink}>
            Keep as link
          </Button>
        </div>
      )}
    </div>
  )
}
