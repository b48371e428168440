import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { userMutations, userQueries } from '../../api/queries/users'
import { type DecorationUpdate, type Settings } from '../../contract/schemas/decoration'
import { type DecorationName } from '../../contract/shapes/decoration-names'
import { Notice } from '../../components/ui/Notice'
import { Switch } from '../../components/ui/Switch'
import { isKnownDecoration, withDecoration } from './decorations'

/** What each switch is called (here, not beside the decorations: every page applies those). */
const decorationLabels: Record<DecorationName, string> = {
  FESTIVE_BACKGROUND_FEED: 'Festive background on feeds',
  FESTIVE_BACKGROUND_SIDEBAR: 'Festive background behind the board list',
  FESTIVE_CURSOR: 'Festive cursor',
}

/**
 * One switch per decoration. A switch flips at once (and the page with it) and may be pressed
 * again, or another one, while a save is on its way. A switch whose save the server refused
 * goes back to what the server last confirmed, and says so; once every save has settled, the
 * settings are read again, so the screen ends up as the server has them.
 */
export function DecorationSwitches({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient()
  const key = userQueries.settings().queryKey
  const mutationKey = userQueries.settingsSave()
  // Per switch, while presses on it are unconfirmed: what the server last confirmed, the
  // latest press (only its failure may put the switch back) and how many are on their way.
  const confirmed = useRef(new Map<DecorationName, boolean>())
  const latestPress = useRef(new Map<DecorationName, number>())
  const inFlight = useRef(new Map<DecorationName, number>())
  const [failures, setFailures] = useState<Partial<Record<DecorationName, string>>>({})
  const [saved, setSaved] = useState(false)
  const saving = useIsMutating({ mutationKey }) > 0

  const save = useMutation({
    mutationKey,
    mutationFn: userMutations.updateDecoration,
    onMutate: async ({ name, value }: DecorationUpdate) => {
      setSaved(false)
      setFailures(({ [name]: _, ...others }) => others)
      const press = (latestPress.current.get(name) ?? 0) + 1
      latestPress.current.set(name, press)
      inFlight.current.set(name, (inFlight.current.get(name) ?? 0) + 1)
      const before = queryClient.getQueryData(key)?.decorations.find((decoration) => decoration.name === name)?.value
      if (!confirmed.current.has(name) && before !== undefined) confirmed.current.set(name, before)
      queryClient.setQueryData(key, (settings) => settings && withDecoration(settings, name, value))
      await queryClient.cancelQueries({ queryKey: key })
      return { press }
    },
    onSuccess: (answer, { name }) => {
      const value = answer.decorations.find((decoration) => decoration.name === name)?.value
      if (value !== undefined) confirmed.current.set(name, value)
    },
    onError: (error, { name }, context) => {
      setFailures((failures) => ({ ...failures, [name]: error.message }))
      const last = confirmed.current.get(name)
      // Only the latest press decides where the switch ends.
      if (context?.press !== latestPress.current.get(name) || last === undefined) return
      queryClient.setQueryData(key, (settings) => settings && withDecoration(settings, name, last))
    },
    onSettled: async (_answer, error, { name }) => {
      const left = (inFlight.current.get(name) ?? 1) - 1
      inFlight.current.set(name, left)
      if (left === 0) confirmed.current.delete(name)
      if ([...inFlight.current.values()].some((count) => count > 0)) return
      if (!error) setSaved(true)
      await queryClient.invalidateQueries({ queryKey: key })
    },
  })

  const failed = (Object.keys(failures) as DecorationName[]).filter((name) => failures[name] !== undefined)
  return (
    <section aria-labelledby="decorations-heading" className="space-y-3">
      <h2 id="decorations-heading" className="text-lg font-semibold">
        Decorations
      </h2>
      <p className="text-stone-700 dark:text-stone-300">Festive touches for the pages you read. Only you see them.</p>
      <ul className="max-w-md space-y-1">
        {settings.decorations.filter(isKnownDecoration).map((decoration) => (
          <li key={decoration.name}>
            <Switch
              label={decorationLabels[decoration.name]}
              checked={decoration.value}
              onChange={(value) => save.mutate({ name: decoration.name, type: 'BOOLEAN', value })}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-6 text-sm text-stone-700 dark:text-stone-300">
        {saving ? 'Saving…' : saved && failed.length === 0 ? 'Saved' : ''}
      </p>
      {failed.map((name) => (
        <Notice key={name} tone="error" title={`“${decorationLabels[name]}” could not be saved, so it is back as it was.`}>
          <p>{failures[name]}</p>
        </Notice>
      ))}
    </section>
  )
}
