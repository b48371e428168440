import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { userQueries } from '../../api/queries/users'
import { DECORATION_NAMES } from '../../contract/shapes/decoration-names'
import { decorationAttributes, decorationsOn } from './decorations'
import './festive.css'

/**
 * Puts the user's festive decorations on the page: one attribute on `<html>` per decoration
 * that is on, which festive.css styles. Logged out, there are none. The settings page changes
 * the same cached settings, so a switch shows at once.
 */
export function useDecorations(): void {
  const loggedIn = useIsLoggedIn()
  const settings = useQuery({ ...userQueries.settings(), enabled: loggedIn })
  const on = loggedIn ? decorationsOn(settings.data) : []
  const key = on.join(' ')
  useEffect(() => {
    const root = document.documentElement
    for (const name of DECORATION_NAMES) root.toggleAttribute(decorationAttributes[name], key.split(' ').includes(name))
  }, [key])
}
