import { type SecretIdentity } from '../../contract/schemas/secret-identity'
import { Avatar } from './Avatar'

/**
 * A poster's secret identity: avatar ringed in the identity's colour, its accessory pinned
 * on top, and the name. The images are decorative (alt=""): the name says who it is.
 */
export function SecretIdentityBadge({ identity, small = false }: { identity: SecretIdentity; small?: boolean }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span className="relative shrink-0">
        <Avatar
          path={identity.avatar}
          size={small ? 24 : 36}
          className={`${small ? 'size-6' : 'size-9'} rounded-full border-2 border-stone-300 bg-stone-100 dark:border-stone-600 dark:bg-stone-800`}
          style={identity.color ? { borderColor: identity.color } : undefined}
        />
        {identity.accessory && (
          <Avatar
            path={identity.accessory}
            size={small ? 12 : 18}
            className={`absolute -right-1 -bottom-1 ${small ? 'size-3' : 'size-[18px]'}`}
          />
        )}
      </span>
      <span className="truncate font-medium">{identity.name}</span>
    </span>
  )
}
