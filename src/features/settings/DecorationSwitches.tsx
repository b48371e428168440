import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userMutations, userQueries } from '../../api/queries/users'
import { type DecorationName, type DecorationUpdate, type Settings } from '../../api/schemas/decoration'
import { Notice } from '../../components/ui/Notice'
import { Switch } from '../../components/ui/Switch'
import { isKnownDecoration, withDecoration } from './decorations'

const saving = ['settings', 'save'] as const

/** What each switch is called (here, not beside the decorations: every page applies those). */
const decorationLabels: Record<DecorationName, string> = {
  FESTIVE_BACKGROUND_FEED: 'Festive background on feeds',
  FESTIVE_BACKGROUND_SIDEBAR: 'Festive background behind the board list',
  FESTIVE_CURSOR: 'Festive cursor',
}

/**
 * One switch per decoration. A switch flips at once (and the page with it); should the server
 * refuse, that decoration flips back and the reason shows. Switches may be pressed while an
 * earlier one is still saving.
 */
export function DecorationSwitches({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient()
  const key = userQueries.settings().queryKey
  const save = useMutation({
    mutationKey: saving,
    mutationFn: userMutations.updateDecoration,
    onMutate: async ({ name, value }: DecorationUpdate) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData(key, (current) => current && withDecoration(current, name, value))
    },
    // Only the switch that failed goes back: the others may have saved meanwhile.
    onError: (_error, { name, value }) =>
      queryClient.setQueryData(key, (current) => current && withDecoration(current, name, !value)),
    // The server's answer is the whole settings object; while other switches are still on
    // their way it would undo them on screen, so only the last answer is taken.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: saving }) <= 1) queryClient.setQueryData(key, saved)
    },
  })
  const failed = save.isError ? save.variables : undefined
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
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}
      </p>
      {failed && (
        <Notice tone="error" title={`“${decorationLabels[failed.name]}” could not be saved, so it is back as it was.`}>
          <p>{save.error?.message}</p>
        </Notice>
      )}
    </section>
  )
}
