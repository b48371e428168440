import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { accountMutations } from '../../api/queries/accounts'
import { userQueries } from '../../api/queries/users'
import { formErrorClass } from '../../components/ui/field'
import { Switch } from '../../components/ui/Switch'
import { type EmailNotifications } from '../../contract/schemas/decoration'

/**
 * Whether a mail comes once a day with the notifications not yet read. The switch flips at once
 * and goes back, saying why, if the server refuses.
 */
export function DigestSwitch({ value, email }: { value: EmailNotifications; email: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const key = userQueries.settings().queryKey
  const save = useMutation({
    mutationFn: accountMutations.setDigest,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData(key, (settings) => settings && { ...settings, email_notifications: next })
    },
    onError: (_error, next) =>
      queryClient.setQueryData(
        key,
        (settings) => settings && { ...settings, email_notifications: next === 'daily' ? ('off' as const) : ('daily' as const) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Email
      </h2>
      <Switch
        label="A daily mail of unread notifications"
        checked={value === 'daily'}
        onChange={(on) => save.mutate(on ? 'daily' : 'off')}
      />
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Sent to {email} once a day when something is new, under the identities people wrote with. Each mail has a link to stop it.
      </p>
      <p role="status" className="min-h-6 text-sm text-stone-700 dark:text-stone-300">
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}
      </p>
      {save.isError && (
        <p role="alert" className={formErrorClass}>
          The daily mail could not be {save.variables === 'daily' ? 'turned on' : 'turned off'}, so it is back as it was.{' '}
          {save.error.message}
        </p>
      )}
    </section>
  )
}
