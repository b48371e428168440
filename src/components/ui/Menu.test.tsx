import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Menu, type MenuEntry } from './Menu'

function entries(onSelect: () => void): MenuEntry[] {
  return [
    { kind: 'action', key: 'mute', label: 'Mute thread', onSelect },
    { kind: 'separator', key: 'line' },
    { kind: 'link', key: 'home', link: <a href="/">Home</a> },
  ]
}

// The menu's code loads when the reader reaches for a menu button: each test does so first,
// as a reader quicker than the network would.
describe('Menu', () => {
  it('stands in with a plain button that says it opens a menu', () => {
    render(<Menu label="Thread options" triggerClassName="" entries={entries(() => undefined)} />)
    const button = screen.getByRole('button', { name: 'Thread options' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens from the keyboard before its code has arrived, with the first item focused', async () => {
    const user = userEvent.setup()
    render(<Menu label="Thread options" triggerClassName="" entries={entries(() => undefined)} />)
    await user.tab()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mute thread' })).toHaveFocus())
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Home' }))
  })

  it('runs the chosen action and closes, focus back on its button', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Menu label="Thread options" triggerClassName="" entries={entries(onSelect)} />)
    await user.click(screen.getByRole('button', { name: 'Thread options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Mute thread' }))
    expect(onSelect).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Thread options' })).toHaveFocus()
  })
})
