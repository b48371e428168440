import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { accountMutations } from '../../api/queries/accounts'
import { userQueries } from '../../api/queries/users'
import { uploadPicture } from '../../api/upload-picture'
import { Button } from '../../components/ui/Button'
import { Avatar } from '../../components/forum/Avatar'
import { formErrorClass } from '../../components/ui/field'

const SHOWN_PX = 96

/**
 * The reader's own avatar: a picture from their device, uploaded as any picture is and shown
 * as the 256 px square the server makes of its middle. Like the username it shows in the
 * header and a realm's members list, never beside a secret identity.
 */
export function AvatarForm({ avatar }: { avatar: string | null }) {
  const id = useId()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [sent, setSent] = useState<number | null>(null)
  const change = useMutation({
    mutationFn: async (file: File | null) => {
      if (file === null) return accountMutations.setAvatar(null)
      setSent(0)
      try {
        const upload = await uploadPicture(file, { onProgress: setSent, signal: new AbortController().signal })
        return await accountMutations.setAvatar(upload.url)
      } finally {
        setSent(null)
      }
    },
    onSuccess: (me) => queryClient.setQueryData(userQueries.me().queryKey, me),
    onSettled: () => {
      // The same file chosen again after a failure is a change too.
      if (input.current) input.current.value = ''
    },
  })

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    if (file && !change.isPending) change.mutate(file)
  }

  const status =
    sent !== null
      ? `Uploading… ${Math.round(sent * 100)}%`
      : change.isSuccess
        ? change.data.avatar
          ? 'Your avatar is changed.'
          : 'Your avatar is removed.'
        : ''

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-sm space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Avatar
      </h2>
      <div className="flex items-center gap-4">
        {avatar ? (
          <Avatar path={avatar} size={SHOWN_PX} label="Your avatar" className="rounded-full object-cover" />
        ) : (
          <span
            role="img"
            aria-label="No avatar yet"
            className="inline-block size-24 rounded-full border-2 border-dashed border-stone-400 dark:border-stone-500"
          />
        )}
        <div className="min-w-0 space-y-2">
          <label className="block">
            <span className="block">Choose a picture</span>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              onChange={choose}
              aria-describedby={`${id}-hint${change.isError ? ` ${id}-error` : ''}`}
              aria-disabled={change.isPending}
              className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-500 file:bg-white file:px-3 file:py-2 dark:file:bg-stone-900 dark:file:text-stone-100"
            />
          </label>
          {avatar && (
            <Button type="button" variant="secondary" onClick={() => change.mutate(null)} aria-disabled={change.isPending}>
              Remove avatar
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
        The middle of the picture, cut square. Others see it only in a realm’s members list, never on what you write.
      </p>
      {change.isError && (
        <p id={`${id}-error`} role="alert" className={formErrorClass}>
          {change.error.message}
        </p>
      )}
      <p role="status" className={status ? 'text-sm' : 'sr-only'}>
        {status}
      </p>
    </section>
  )
}
