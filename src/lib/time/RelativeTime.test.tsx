import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RelativeTime } from './RelativeTime'

describe('RelativeTime', () => {
  const dateTime = '2026-03-14T09:26:00.000Z'
  const now = new Date('2026-03-14T12:26:00.000Z')

  it('reads as a relative time with the exact moment as its datetime', () => {
    render(<RelativeTime dateTime={dateTime} now={now} />)
    const time = screen.getByText('3 hours ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', dateTime)
  })

  it('shows the full date and time in its tooltip when a pointer rests on it', async () => {
    render(<RelativeTime dateTime={dateTime} now={now} />)
    const time = screen.getByText('3 hours ago')
    await userEvent.hover(time)
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(dateTime))
    expect(time).toHaveAttribute('title', expected)
  })
})
