import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { userQueries } from '../../api/queries/users'
import { buttonClass } from '../../components/ui/Button'
import { Menu } from '../../components/ui/Menu'

/**
 * The realm being viewed, as a menu of the user's realms: choosing one opens its home. For a
 * realm the user only visits, none of the choices is ticked.
 */
export function RealmSwitcher({ realmSlug, realmName }: { realmSlug: string; realmName: string }) {
  const me = useQuery(userQueries.me())
  const navigate = useNavigate()
  const realms = me.data?.realms ?? []
  if (realms.length === 0) return null
  return (
    <Menu
      label={
        <>
          <span className="sr-only">Realm: </span>
          <span className="truncate">{realmName}</span>
          <span aria-hidden="true">▾</span>
        </>
      }
      triggerClassName={buttonClass('secondary', 'max-w-52')}
      align="start"
      entries={[
        {
          kind: 'choice',
          key: 'realms',
          label: 'Your realms',
          value: realmSlug,
          options: realms.map((realm) => ({ value: realm.slug, label: realm.name })),
          onChoose: (slug) => void navigate({ to: '/realms/$realmSlug', params: { realmSlug: slug } }),
        },
      ]}
    />
  )
}
