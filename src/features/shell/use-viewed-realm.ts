import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { useState } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { cachedSummary } from '../../api/thread-cache/feed-copy'
import { threadQueries } from '../../api/queries/threads'
import { userQueries } from '../../api/queries/users'
import { defaultRealmSlug } from '../../lib/app-config'
import { homeRealmSlug } from '../../lib/home-realm'

/** On a thread's page, its board and realm, from whatever the cache knows of the thread. */
export function useThreadPlace(): { boardId?: string; realmSlug?: string } {
  const queryClient = useQueryClient()
  const threadId = useMatch({ from: '/threads/$threadId', shouldThrow: false })?.params.threadId
  // Reads the cache only: the thread page itself does the fetching.
  const thread = useQuery({ ...threadQueries.detail(threadId ?? ''), enabled: false })
  if (!threadId) return {}
  const known = thread.data ?? cachedSummary(queryClient, threadId)
  return { boardId: known?.parent_board_id, realmSlug: known?.parent_realm_slug }
}

/** The realm `/` shows this reader. */
function useHomeRealmSlug(): string {
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  return loggedIn ? homeRealmSlug(me.data) : defaultRealmSlug
}

/**
 * The realm the reader is in, for the header: the realm of the page's realm home, board,
 * thread or invite. Pages of no realm (stars, dex, settings) keep the last one seen, and the first of
 * them the reader's home realm.
 */
export function useViewedRealmSlug(): string {
  const home = useHomeRealmSlug()
  // Each page's loader has settled its realm (the front page's from who is reading).
  const frontPage = useMatch({ from: '/', shouldThrow: false })?.loaderData?.slug
  const realmPage = useMatch({ from: '/realms/$realmSlug', shouldThrow: false })?.params.realmSlug
  const boardPage = useMatch({ from: '/boards/$boardId', shouldThrow: false })?.loaderData?.realmSlug
  const newThreadPage = useMatch({ from: '/boards/$boardId_/new', shouldThrow: false })?.loaderData?.realmSlug
  const invitePage = useMatch({ from: '/invites/$realmId/$nonce', shouldThrow: false })?.loaderData?.realmSlug
  const thread = useThreadPlace().realmSlug
  const viewed = frontPage ?? realmPage ?? boardPage ?? newThreadPage ?? invitePage ?? thread
  // Remembered while rendering (React's pattern for state that follows a changing value).
  const [lastViewed, setLastViewed] = useState<string>()
  if (viewed && viewed !== lastViewed) setLastViewed(viewed)
  return viewed ?? lastViewed ?? home
}
