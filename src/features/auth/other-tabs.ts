import { useSyncExternalStore } from 'react'
import { getAccessToken, setAccessToken } from '../../api/access-token'
import { refreshAccessToken } from '../../api/client'
import { onOtherTabsNews } from '../../api/session-broadcast'

/*
 * Following what another tab did to the session (the tabs share its cookie). A log-out there
 * ends it here too, at once rather than at this tab's next request, and this tab says so
 * (SignedOutElsewhere) instead of quietly turning into a visitor's page under someone who is
 * writing. A log-in there is taken up here with a refresh of the shared cookie.
 */

let signedOutElsewhere = false
const listeners = new Set<() => void>()

function setSignedOutElsewhere(value: boolean) {
  if (value === signedOutElsewhere) return
  signedOutElsewhere = value
  for (const listener of listeners) listener()
}

export function followOtherTabs(): () => void {
  const stopListening = onOtherTabsNews((news) => {
    if (news === 'signed-out' && getAccessToken() !== null) {
      setSignedOutElsewhere(true)
      setAccessToken(null)
    }
    if (news === 'signed-in' && getAccessToken() === null) {
      void refreshAccessToken().then((token) => token && setSignedOutElsewhere(false))
    }
  })
  return stopListening
}

/** The notice has been read (closed, or signed in again from it). */
export function dismissSignedOutElsewhere(): void {
  setSignedOutElsewhere(false)
}

/** True from another tab's log-out until the reader closes the notice or signs in again. */
export function useSignedOutElsewhere(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => signedOutElsewhere,
    () => false,
  )
}
