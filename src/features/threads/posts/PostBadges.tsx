import { type SecretIdentity } from '../../../contract/schemas/secret-identity'

/**
 * Whether two contributions came from one poster. Secret identities are one per user per
 * thread, and the API shows no more than the identity: this is how "OP" is known.
 */
export function sameIdentity(a: SecretIdentity, b: SecretIdentity): boolean {
  return a.name === b.name && a.avatar === b.avatar
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold'

/**
 * Small marks beside an identity: who wrote it (the thread's starter, the reader, a friend)
 * and whether it is new to the reader.
 */
export function PostBadges({ op, own, friend, fresh }: { op: boolean; own: boolean; friend: boolean; fresh: boolean }) {
  if (!op && !own && !friend && !fresh) return null
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {op && (
        <abbr
          title="Original poster: started this thread"
          className={`${badge} bg-teal-100 text-teal-900 no-underline dark:bg-teal-900 dark:text-teal-100`}
        >
          OP
        </abbr>
      )}
      {own && <span className={`${badge} bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100`}>you</span>}
      {friend && <span className={`${badge} bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100`}>friend</span>}
      {fresh && <span className={`${badge} bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50`}>new</span>}
    </span>
  )
}
