import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boardIds, feedPage, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'
import { signInAs } from '../../test/sign-in'

/** A reader (signInAs) on a board whose feed names its realm. */
function signIn(demoRole: 'member' | null) {
  signInAs(demoRole)
  server.use(http.get(apiPath('/feeds/boards/:boardId'), () => HttpResponse.json(feedPage([threadSummary()]))))
}

describe('the new-thread page', () => {
  it('tells a reader of another realm who may start threads here and whom to ask, instead of opening an editor', async () => {
    signIn(null)
    renderApp(`/boards/${boardIds.teaRoom}/new`)
    expect(await screen.findByText('Only members of Demo Realm can start threads on The Tea Room')).toBeInTheDocument()
    expect(screen.getByText(/Ask a moderator of Demo Realm for an invite/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to The Tea Room' })).toHaveAttribute('href', `/boards/${boardIds.teaRoom}`)
    expect(screen.queryByRole('group', { name: 'Opens as' })).not.toBeInTheDocument()
    expect(screen.queryByText('Opening the editor…')).not.toBeInTheDocument()
  })

  it('opens the editor for a member', async () => {
    signIn('member')
    renderApp(`/boards/${boardIds.teaRoom}/new`)
    expect(await screen.findByRole('group', { name: 'Opens as' })).toBeInTheDocument()
    expect(screen.queryByText(/Only members of/)).not.toBeInTheDocument()
  })
})
