import { useSyncExternalStore } from 'react'
import { getAccessToken, setAccessToken, subscribeToAccessToken } from '../../api/access-token'
import { refreshAccessToken } from '../../api/client'
import { onLiveEvent } from '../../api/live/live-events'
import { onOtherTabsNews } from '../../api/session-broadcast'

/*
 * Following what another tab did to the session (the tabs share its cookie), or another device
 * to the account. A log-out there ends it here too, at once rather than at this tab's next
 * request, and this tab says so (SignedOutElsewhere) instead of quietly turning into a
 * visitor's page under someone who is writing. A log-in in another tab is taken up here with a
 * refresh of the shared cookie.
 */

/** Where the reader was signed out from, while the notice shows: another tab of this browser, or another device. */
export type SignedOutFrom = 'another-tab' | 'another-device'

let signedOutFrom: SignedOutFrom | null = null
const listeners = new Set<() => void>()

function setSignedOutFrom(value: SignedOutFrom | null) {
  if (value === signedOutFrom) return
  signedOutFrom = value
  for (const listener of listeners) listener()
}

/** Follows what other tabs do to the session, and sessions ended from other devices. */
export function followOtherTabs(): () => void {
  const stopListening = onOtherTabsNews((news) => {
    if (news === 'signed-out' && getAccessToken() !== null) {
      setSignedOutFrom('another-tab')
      setAccessToken(null)
    }
    if (news === 'signed-in' && getAccessToken() === null) {
      void refreshAccessToken().then((token) => token && setSignedOutFrom(null))
    }
  })
  const stopFollowingEnds = followSessionEnds()
  return () => {
    stopListening()
    stopFollowingEnds()
  }
}

/**
 * Sessions of this account were signed out from another device ("Sign out everywhere else", a
 * new password): the live stream says so (`sessions_ended`), and this tab asks whether its own
 * session is among them — a refresh. Refused, the tab says it was signed out, at once. Followed
 * only while signed in: a visitor's page loads no stream for it.
 */
function followSessionEnds(): () => void {
  let stop: (() => void) | null = null
  const follow = () => {
    const signedIn = getAccessToken() !== null
    if (signedIn && !stop) {
      stop = onLiveEvent((event) => {
        if (event.type === 'sessions_ended') void checkOwnSession()
      })
    }
    if (!signedIn && stop) {
      stop()
      stop = null
    }
  }
  follow()
  const unsubscribe = subscribeToAccessToken(follow)
  return () => {
    unsubscribe()
    stop?.()
  }
}

async function checkOwnSession() {
  if (getAccessToken() === null) return
  const token = await refreshAccessToken()
  if (token === null) {
    setSignedOutFrom('another-device')
    setAccessToken(null)
  }
}

/** The notice has been read (closed, or signed in again from it). */
export function dismissSignedOutElsewhere(): void {
  setSignedOutFrom(null)
}

/** Where the reader was signed out from, from then until they close the notice or sign in again; null otherwise. */
export function useSignedOutElsewhere(): SignedOutFrom | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => signedOutFrom,
    () => null,
  )
}
