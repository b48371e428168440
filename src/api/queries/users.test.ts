// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { userQueries } from './users'

describe('userQueries', () => {
  it('gives who the user is a key of its own: refreshing it (after joining a realm) leaves the dex and settings cached', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(userQueries.me().queryKey, { id: 'u', username: 'ada', email: 'a@example.com', avatar: null, realms: [] })
    queryClient.setQueryData(userQueries.dex().queryKey, { seasons: [] })
    queryClient.setQueryData(userQueries.settings().queryKey, { decorations: [], email_notifications: 'off' })
    await queryClient.invalidateQueries({ queryKey: userQueries.me().queryKey, refetchType: 'none' })
    expect(queryClient.getQueryState(userQueries.me().queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(userQueries.dex().queryKey)?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(userQueries.settings().queryKey)?.isInvalidated).toBe(false)
  })
})
