import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NewThreadsPill } from './NewThreadsPill'

describe('NewThreadsPill', () => {
  it('counts new threads and threads with new activity, and says it in a status', () => {
    render(<NewThreadsPill newThreads={1} active={2} stale={false} onRefresh={async () => undefined} />)
    expect(screen.getByRole('button', { name: 'Show 1 new thread · 2 threads with new activity' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('1 new thread · 2 threads with new activity')
  })

  it('offers new activity after missed events, when what changed is not known', async () => {
    const onRefresh = vi.fn(async () => undefined)
    render(<NewThreadsPill newThreads={0} active={0} stale onRefresh={onRefresh} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show new activity' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })

  it('is only an empty status when nothing happened', () => {
    render(<NewThreadsPill newThreads={0} active={0} stale={false} onRefresh={async () => undefined} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
