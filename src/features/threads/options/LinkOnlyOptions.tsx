import { buttonClass } from '../../../components/ui/Button'
import { Menu, type MenuEntry } from '../../../components/ui/Menu'
import { copyThreadLink } from './copy-link'

/** The "Thread options" button's face, the same whichever options it holds. */
export const threadOptionsLabel = (
  <>
    <span>Thread options</span>
    <span aria-hidden="true">▾</span>
  </>
)

export const copyLinkEntry = (threadId: string): MenuEntry => ({
  kind: 'action',
  key: 'copy',
  label: 'Copy link',
  onSelect: () => void copyThreadLink(threadId),
})

/** "Thread options" for a reader who may do nothing to the thread but share it: a visitor. */
export function LinkOnlyOptions({ threadId }: { threadId: string }) {
  return <Menu label={threadOptionsLabel} triggerClassName={buttonClass('secondary')} entries={[copyLinkEntry(threadId)]} />
}
