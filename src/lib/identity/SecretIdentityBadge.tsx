import { assetUrl } from '../../api/client'
import { type SecretIdentity } from '../../api/schemas/secret-identity'

/**
 * A poster's secret identity: avatar ringed in the identity's colour, its accessory pinned
 * on top, and the name. The images are decorative (alt=""): the name says who it is.
 */
export function SecretIdentityBadge({ identity }: { identity: SecretIdentity }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span className="relative shrink-0">
        <img
          src={assetUrl(identity.avatar)}
          alt=""
          width={36}
          height={36}
          className="size-9 rounded-full border-2 border-stone-300 bg-stone-100 dark:border-stone-600 dark:bg-stone-800"
          style={identity.color ? { borderColor: identity.color } : undefined}
        />
        {identity.accessory && (
          <img
            src={assetUrl(identity.accessory)}
            alt=""
            width={18}
            height={18}
            className="absolute -right-1 -bottom-1 size-[18px]"
          />
        )}
      </span>
      <span className="truncate font-medium">{identity.name}</span>
    </span>
  )
}
