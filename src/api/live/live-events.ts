import type { StreamEvent } from './event-stream-parser'
import type { Topics } from './event-connection'
import type * as liveStream from './live-stream'
import { loadRouteCode } from '../route-code'

/*
 * The pages' way to live events. The stream itself (./live-stream.ts: one per browser, its
 * connection, its parser) is a chunk of its own, loaded when the first page follows something,
 * which it does once it is on screen: taking a page over needs none of it (docs/decisions/040).
 * Loaded as a page's code is (../route-code.ts): during an outage it waits for the server; a
 * load that failed while the server answers is tried again by the next page that follows.
 */

type LiveStream = typeof liveStream

let loading: Promise<LiveStream> | undefined
let loaded: LiveStream | undefined

function loadStream(): Promise<LiveStream> {
  loading ??= loadRouteCode(() => import('./live-stream')).then(
    (stream) => (loaded = stream),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Calls `start` with the stream once it has loaded; answers the function that undoes it, before or after. */
function once(start: (stream: LiveStream) => () => void): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  loadStream().then(
    (stream) => {
      if (!stopped) stop = start(stream)
    },
    () => undefined,
  )
  return () => {
    stopped = true
    stop?.()
  }
}

/** Follows threads and boards while a page shows them; answers the function that stops. */
export const followTopics = (topics: Topics): (() => void) => once((stream) => stream.followTopics(topics))

/** Calls `listener` with every live event this browser receives; answers the function that stops. */
export const onLiveEvent = (listener: (event: StreamEvent) => void): (() => void) => once((stream) => stream.onLiveEvent(listener))

/** False once the server turned out to have no GET /events: live features hide. True until the stream has tried. */
export const liveSupported = (): boolean => loaded?.liveSupported() ?? true

export const onLiveSupportChange = (listener: () => void): (() => void) => once((stream) => stream.onLiveSupportChange(listener))
