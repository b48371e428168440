import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userMutations, userQueries } from '../../api/queries/users'
import { DECORATION_NAMES, type DecorationName, type Settings } from '../../api/schemas/decoration'
import { Notice } from '../../components/ui/Notice'

const labels: Record<DecorationName, string> = {
  FESTIVE_BACKGROUND_FEED: 'Festive background on feeds',
  FESTIVE_BACKGROUND_SIDEBAR: 'Festive background on the sidebar',
  FESTIVE_CURSOR: 'Festive cursor',
}

type KnownDecoration = Settings['decorations'][number] & { name: DecorationName }

// The server may know decorations this app does not; those are left out, not shown raw.
const isKnown = (decoration: Settings['decorations'][number]): decoration is KnownDecoration =>
  (DECORATION_NAMES as readonly string[]).includes(decoration.name)

/** Switches for the festive decorations; each change is saved at once. */
export function DecorationSettings({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: userMutations.updateDecoration,
    onSuccess: (saved) => queryClient.setQueryData(userQueries.settings().queryKey, saved),
  })
  return (
    <>
      <fieldset className="space-y-3" aria-busy={update.isPending}>
        <legend className="text-lg font-semibold">Decorations</legend>
        {settings.decorations.filter(isKnown).map((decoration) => (
          <label key={decoration.name} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={decoration.value}
              onChange={(event) => {
                if (!update.isPending) update.mutate({ name: decoration.name, type: 'BOOLEAN', value: event.target.checked })
              }}
            />
            {labels[decoration.name]}
          </label>
        ))}
      </fieldset>
      {update.isError && (
        <Notice tone="error" title="The setting could not be saved.">
          <p>{update.error.message}</p>
        </Notice>
      )}
    </>
  )
}
