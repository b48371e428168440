import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { apiPath, http, HttpResponse, server } from '../test/msw'
import { getReachability } from './reachability'
import { loadRouteCode } from './route-code'

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/gone.js')

describe('loadRouteCode', () => {
  it('answers the code when it loads', async () => {
    await expect(loadRouteCode(async () => ({ page: 'login' }))).resolves.toEqual({ page: 'login' })
  })

  it('waits out an outage and loads the code once the server answers again', async () => {
    let serverUp = false
    server.use(http.get(apiPath('/health'), () => (serverUp ? HttpResponse.json({ ok: true }) : HttpResponse.error())))
    let tries = 0
    const loading = loadRouteCode(async () => {
      tries += 1
      if (!serverUp) throw missing()
      return { page: 'login' }
    })
    await expect.poll(() => getReachability().reachable).toBe(false)
    expect(onlineManager.isOnline()).toBe(false)
    serverUp = true
    await expect(loading).resolves.toEqual({ page: 'login' })
    expect(tries).toBe(2)
    expect(getReachability().reachable).toBe(true)
  })

  it('passes the failure on when the server answers: an older build whose files are gone, for the router to reload once', async () => {
    const error = missing()
    await expect(loadRouteCode(() => Promise.reject(error))).rejects.toBe(error)
    expect(getReachability().reachable).toBe(true)
  })
})
