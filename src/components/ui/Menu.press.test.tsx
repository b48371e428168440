import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Menu } from './Menu'

const renderMenu = () =>
  render(
    <Menu
      label="Thread options"
      triggerClassName=""
      entries={[{ kind: 'action', key: 'mute', label: 'Mute thread', onSelect: () => undefined }]}
    />,
  )

// A file of its own: the menu's code must not have been loaded by an earlier test.
describe('Menu pressed while its code arrives', () => {
  it('keeps the press from focusing the stand-in, as the real trigger does, so the opening menu keeps the focus', () => {
    renderMenu()
    // fireEvent answers false when a handler prevented the event's default (here: focusing the button).
    const pressed = fireEvent.pointerDown(screen.getByRole('button', { name: 'Thread options' }), { button: 0 })
    expect(pressed).toBe(false)
  })

  it('opens on the press itself, whatever takes the click', async () => {
    const user = userEvent.setup()
    renderMenu()
    // Only the press: the release and click may land on the real trigger, which ignores clicks.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Thread options' }) })
    expect(await screen.findByRole('menuitem', { name: 'Mute thread' })).toBeInTheDocument()
  })
})
