import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId } from 'react'
import { accountMutations } from '../../api/queries/accounts'
import { userQueries } from '../../api/queries/users'
import { Button } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'

/**
 * The reader's username: shown in the header, to a realm's moderators in its members list, and in
 * mail — never beside a secret identity, which is what others read on posts.
 */
export function UsernameForm({ username }: { username: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const rename = useMutation({
    mutationFn: accountMutations.rename,
    onSuccess: (me) => queryClient.setQueryData(userQueries.me().queryKey, me),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rename.isPending) return
    rename.mutate(String(new FormData(event.currentTarget).get('username') ?? '').trim())
  }

  return (
    <form
      onSubmit={submit}
      className="max-w-sm space-y-4"
      aria-labelledby={`${id}-heading`}
      aria-describedby={rename.isError ? `${id}-error` : undefined}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Username
      </h2>
      <label className="block">
        Username
        <input
          name="username"
          defaultValue={username}
          required
          minLength={2}
          maxLength={32}
          autoComplete="username"
          aria-describedby={`${id}-hint`}
          aria-invalid={rename.isError || undefined}
          className={fieldClass}
        />
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
        2 to 32 letters, digits, dots, dashes or underscores. Others see it only in a realm’s members list, never on what you write.
      </p>
      {rename.isError && (
        <p id={`${id}-error`} role="alert" className={formErrorClass}>
          {rename.error.message}
        </p>
      )}
      <p role="status" className={rename.isSuccess ? '' : 'sr-only'}>
        {rename.isSuccess && `Your username is ${rename.data.username} now.`}
      </p>
      <Button type="submit" variant="primary" aria-disabled={rename.isPending} aria-busy={rename.isPending}>
        Save username
      </Button>
    </form>
  )
}
