/*
 * Runs first when the app's entry chunk runs (listed before main.tsx in index.html; Vite
 * bundles both into that chunk, see docs/decisions/016). A visitor who opens a thread by its
 * address gets its fetch started now, before the session refresh, the router and React,
 * instead of after them. The app's thread route takes this answer over (src/api/early-thread.ts).
 *
 * Only for visitors: the server's `teahouse_signed_in` cookie says a session exists, and a
 * signed-in reader's thread must come with their token. Deliberately free of imports.
 */
const thread = /^\/threads\/([0-9a-f-]{36})\/?$/i.exec(window.location.pathname)?.[1]
const signedIn = document.cookie.split(/;\s*/).includes('teahouse_signed_in=1')
// A thread the server drew came with its data (src/lib/dehydrated-page.ts): nothing to fetch.
const drawn = document.getElementById('teahouse-page') !== null
if (thread && !signedIn && !drawn) {
  const base = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '')
  window.__teahouseEarlyThread = {
    threadId: thread.toLowerCase(),
    response: fetch(`${base}/threads/${thread}`, { headers: { Accept: 'application/json' } }),
  }
}
