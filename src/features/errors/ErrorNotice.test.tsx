import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client'
import { renderWithRouter } from '../../test/render-with-router'
import { ErrorNotice } from './ErrorNotice'
import { wordsFor } from './error-words'

const words = wordsFor('thread')

async function show(error: unknown, as?: 'page' | 'box') {
  await renderWithRouter(<ErrorNotice error={error} words={words} as={as} />)
}

describe('ErrorNotice', () => {
  it.each([
    [400, 'Invalid path: thread_id must be a uuid', "This thread doesn't exist"],
    [404, 'The thread with id x was not found.', "This thread doesn't exist"],
  ])('answers a %i with a plain title, the server\'s words under it, and the way home, not "Try again"', async (status, message, title) => {
    await show(new ApiError(status, message))
    expect(screen.getByText(title)).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers a 401 "Log in", coming back here', async () => {
    await show(new ApiError(401, 'No authenticated user found.'))
    expect(screen.getByText('This thread is for members')).toBeInTheDocument()
    expect(screen.getByText('No authenticated user found.')).toHaveClass('text-sm')
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/')}`)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('tells a 403 whom to ask, with somewhere to go meanwhile', async () => {
    await show(new ApiError(403, 'User does not have required permissions to access thread.'))
    expect(screen.getByText('This thread is for members')).toBeInTheDocument()
    expect(screen.getByText(/Ask a moderator of its realm for an invite/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says a server it cannot reach is unreachable, with Retry', async () => {
    await show(new ApiError(0, 'Could not reach the server. Check your connection and try again.'))
    expect(screen.getByRole('alert')).toHaveTextContent("Can't reach Teahouse")
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('offers "Try again" where trying again can help: a failure of the server, or of its reply', async () => {
    await show(new ApiError(500, 'Internal error.'))
    expect(screen.getByRole('alert')).toHaveTextContent("This thread didn't load")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('makes the title the page heading where there is no other', async () => {
    await show(new ApiError(404, 'The thread with id x was not found.'), 'page')
    expect(screen.getByRole('heading', { level: 1, name: "This thread doesn't exist" })).toBeInTheDocument()
  })
})
