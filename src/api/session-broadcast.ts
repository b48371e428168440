import { inBrowser } from '../lib/in-browser'

/*
 * Tabs of one browser share the refresh cookie, so a log-out or a log-in in one is one in all.
 * The tab where it happened says so on a BroadcastChannel; the others follow
 * (src/features/auth/other-tabs.ts). Only the fact travels, never a token.
 */

type SessionNews = 'signed-out' | 'signed-in'

// Node has BroadcastChannel too: the server, rendering a page, must not open one.
const channel = !inBrowser || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('teahouse-session')

export function tellOtherTabs(news: SessionNews): void {
  channel?.postMessage(news)
}

/** Calls `listener` with what another tab of this browser says happened to the session. */
export function onOtherTabsNews(listener: (news: SessionNews) => void): () => void {
  if (!channel) return () => undefined
  const receive = (event: MessageEvent) => {
    if (event.data === 'signed-out' || event.data === 'signed-in') listener(event.data)
  }
  channel.addEventListener('message', receive)
  return () => channel.removeEventListener('message', receive)
}
