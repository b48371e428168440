import { type AnyRouter } from '@tanstack/react-router'
import { getReachability, subscribeToReachability } from '../../api/reachability'

/**
 * While the server cannot be reached, a page being opened shows no skeleton: the page before
 * it stays on screen, readable, under the outage bar, until the new page's data arrives (its
 * loader waits for the server: src/api/reachability.ts). The router shows a route's pending
 * component only after its `pendingMs`; an infinite one keeps what is presented.
 */
export function holdPagesDuringOutage(router: AnyRouter): () => void {
  const routes = Object.values<AnyRouter['routesById'][string]>(router.routesById)
  const usual = new Map(routes.map((route) => [route, route.options.pendingMs as number | undefined]))
  const usualDefault = router.options.defaultPendingMs
  return subscribeToReachability(() => {
    const held = !getReachability().reachable
    router.update({ ...router.options, defaultPendingMs: held ? Infinity : usualDefault })
    for (const [route, pendingMs] of usual) {
      if (pendingMs !== undefined) route.update({ pendingMs: held ? Infinity : pendingMs })
    }
  })
}
