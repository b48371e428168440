import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { userMutations, userQueries } from '../api/queries/users'
import { DECORATION_NAMES, type DecorationName } from '../api/schemas/decoration'
import { Notice } from '../components/ui/Notice'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userQueries.settings()),
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Settings</PageHeading>
      <ErrorNotice error={error} what="your settings" />
    </div>
  ),
  component: SettingsPage,
})

const labels: Record<DecorationName, string> = {
  FESTIVE_BACKGROUND_FEED: 'Festive background on feeds',
  FESTIVE_BACKGROUND_SIDEBAR: 'Festive background on the sidebar',
  FESTIVE_CURSOR: 'Festive cursor',
}

const isKnown = (name: string): name is DecorationName => (DECORATION_NAMES as readonly string[]).includes(name)

/** Decorations the user can switch on and off; each change is saved at once. */
function SettingsPage() {
  const { data } = useSuspenseQuery(userQueries.settings())
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: userMutations.updateDecoration,
    onSuccess: (settings) => queryClient.setQueryData(userQueries.settings().queryKey, settings),
  })
  return (
    <div className="space-y-6">
      <PageHeading>Settings</PageHeading>
      <fieldset className="space-y-3" disabled={update.isPending}>
        <legend className="text-lg font-semibold">Decorations</legend>
        {data.decorations.filter((decoration) => isKnown(decoration.name)).map((decoration) => (
          <label key={decoration.name} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={decoration.value}
              onChange={(event) =>
                isKnown(decoration.name) &&
                update.mutate({ name: decoration.name, type: 'BOOLEAN', value: event.target.checked })
              }
            />
            {isKnown(decoration.name) ? labels[decoration.name] : decoration.name}
          </label>
        ))}
      </fieldset>
      {update.isError && <Notice tone="error" title="The setting could not be saved."><p>{update.error.message}</p></Notice>}
    </div>
  )
}
