import { lazy, Suspense, useRef, useState } from 'react'
import { type Board } from '../../../contract/schemas/realm'
import { type Thread } from '../../../contract/schemas/thread'
import { buttonClass } from '../../../components/ui/Button'
import { Menu, type MenuEntry } from '../../../components/ui/Menu'
import { copyLinkEntry, threadOptionsLabel } from './LinkOnlyOptions'
import { LAYOUT_CHOICES, layoutOf } from '../thread-layouts'
import { type ThreadPermissions } from './thread-permissions'
import { useThreadActions } from './use-thread-actions'

// Only moderators move threads, and only now and then: its code comes when first asked for.
const MoveThreadDialog = lazy(() => import('./MoveThreadDialog').then((module) => ({ default: module.MoveThreadDialog })))

/**
 * The "Thread options" menu of a signed-in reader: what they may do to the thread (mute,
 * star, and for its author and moderators its default view and its board), and its link.
 */
export function ThreadOptions({
  thread,
  permissions,
  boards,
}: {
  thread: Thread
  permissions: ThreadPermissions
  /** The realm's boards, once known: where a moderator may move the thread. */
  boards: Board[] | undefined
}) {
  const actions = useThreadActions(thread)
  const [moving, setMoving] = useState(false)
  // Kept mounted once opened, so closing it hands focus back as a dialog should.
  const [movedBefore, setMovedBefore] = useState(false)
  if (moving && !movedBefore) setMovedBefore(true)
  // The menu's button, for focus to come back to once the move dialog (opened from the menu) closes.
  const menuHolder = useRef<HTMLSpanElement>(null)
  const entries: MenuEntry[] = []
  if (permissions.flags) {
    entries.push(
      { kind: 'action', key: 'mute', label: thread.muted ? 'Unmute thread' : 'Mute thread', onSelect: actions.toggleMute },
      { kind: 'action', key: 'hide', label: thread.hidden ? 'Unhide thread' : 'Hide thread', onSelect: actions.toggleHide },
      { kind: 'action', key: 'star', label: thread.starred ? 'Unstar thread' : 'Star thread', onSelect: actions.toggleStar },
    )
  }
  if (permissions.changeDefaultView) {
    if (entries.length > 0) entries.push({ kind: 'separator', key: 'before-default-view' })
    entries.push({
      kind: 'choice',
      key: 'default-view',
      label: 'Change default view',
      value: layoutOf(thread.default_view),
      options: LAYOUT_CHOICES,
      onChoose: (view) => actions.setDefaultView(layoutOf(view)),
    })
  }
  const otherBoards = boards?.filter((board) => board.id !== thread.parent_board_id) ?? []
  if (permissions.move && otherBoards.length > 0) {
    entries.push(
      { kind: 'separator', key: 'before-move' },
      { kind: 'action', key: 'move', label: 'Move thread…', onSelect: () => setMoving(true) },
    )
  }
  if (entries.length > 0) entries.push({ kind: 'separator', key: 'before-link' })
  entries.push(copyLinkEntry(thread.id))

  return (
    <>
      <span ref={menuHolder} className="contents">
        <Menu label={threadOptionsLabel} triggerClassName={buttonClass('secondary')} entries={entries} />
      </span>
      {permissions.move && movedBefore && (
        <Suspense fallback={null}>
          <MoveThreadDialog
            open={moving}
            onOpenChange={setMoving}
            boards={otherBoards}
            move={actions.move}
            returnFocus={() => menuHolder.current?.querySelector('button')}
          />
        </Suspense>
      )}
    </>
  )
}
