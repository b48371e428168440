import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { memberMutations, memberQueries } from '../../../api/queries/realm-admin'
import { Avatar } from '../../../components/forum/Avatar'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { formErrorClass } from '../../../components/ui/field'
import { type MemberPage } from '../../../contract/schemas/members'
import { type Realm } from '../../../contract/schemas/realm'
import { RelativeTime } from '../../../lib/time/RelativeTime'

type Member = MemberPage['members'][number]

/**
 * One member: their role, and for anyone but the reader, "Make moderator" or "Make member" and
 * "Remove". The reader leaves from the realm menu instead. The server keeps the realm's last
 * moderator (409), said here.
 */
export function MemberEntry({
  member,
  realm,
  isMe,
  onRemoved,
}: {
  member: Member
  realm: Realm
  isMe: boolean
  /** Once they are out and the list no longer holds them (nor this entry, nor its dialog). */
  onRemoved: (username: string) => void
}) {
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberQueries.all(realm.id) })
  const role = useMutation({
    mutationFn: (next: Member['role']) => memberMutations.setRole(realm.id, member.user_id, next),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: () => memberMutations.remove(realm.id, member.user_id),
    onSuccess: async () => {
      await refresh()
      onRemoved(member.username)
    },
  })
  const moderator = member.role === 'moderator'
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {member.avatar ? (
          <Avatar path={member.avatar} size={40} className="shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="inline-block size-10 shrink-0 rounded-full bg-stone-200 dark:bg-stone-800" />
        )}
        <p className="min-w-0 flex-1 basis-48">
          <span className="font-medium wrap-anywhere">{member.username}</span>
          {isMe && <span className="text-stone-700 dark:text-stone-300"> (you)</span>}
          <span className="block text-sm text-stone-700 dark:text-stone-300">
            {moderator ? 'Moderator' : 'Member'} · joined <RelativeTime dateTime={member.joined_at} />
          </span>
        </p>
        {isMe ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">To leave, use the realm menu.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              aria-label={`${moderator ? 'Make member' : 'Make moderator'} ${member.username}`}
              aria-disabled={role.isPending}
              aria-busy={role.isPending}
              onClick={() => role.isPending || role.mutate(moderator ? 'member' : 'moderator')}
            >
              {moderator ? 'Make member' : 'Make moderator'}
            </Button>
            <Button aria-label={`Remove ${member.username}`} onClick={() => setRemoving(true)}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {role.isError && (
        <p role="alert" className={formErrorClass}>
          {member.username}’s role could not be changed. {role.error.message}
        </p>
      )}
      {role.isSuccess && (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {member.username} is {moderator ? 'a moderator' : 'a member'} now.
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${member.username} from ${realm.name}?`}
          description="Their members-only boards close to them from their next page on. What they wrote stays, and a new invite brings them back."
          confirmLabel={`Remove ${member.username}`}
          pendingLabel="Removing…"
          cancelLabel="Keep them"
          pending={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setRemoving(false)}
        />
      )}
    </li>
  )
}
