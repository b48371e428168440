import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { userQueries } from '../../api/queries/users'
import { buttonClass } from '../../components/ui/Button'
import { Menu } from '../../components/ui/Menu'
import { LeaveRealmDialog } from './LeaveRealmDialog'

/**
 * The realm being viewed, as a menu of the user's realms: choosing one opens its home. For a
 * realm the user only visits, none of the choices is ticked; in one they belong to, they may
 * leave it, and its moderators find its admin pages.
 */
export function RealmSwitcher({ realmSlug, realmName }: { realmSlug: string; realmName: string }) {
  const me = useQuery(userQueries.me())
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const around = useRef<HTMLDivElement>(null)
  const realms = me.data?.realms ?? []
  const viewed = realms.find((realm) => realm.slug === realmSlug)
  if (realms.length === 0) return null
  return (
    <div ref={around} className="contents">
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
          ...(viewed
            ? [
                { kind: 'separator' as const, key: 'separator' },
                ...(viewed.role === 'moderator'
                  ? [
                      {
                        kind: 'link' as const,
                        key: 'admin',
                        link: (
                          <Link to="/realms/$realmSlug/admin" params={{ realmSlug: viewed.slug }}>
                            Manage {viewed.name}
                          </Link>
                        ),
                      },
                    ]
                  : []),
                { kind: 'action' as const, key: 'leave', label: `Leave ${viewed.name}…`, onSelect: () => setLeaving(true) },
              ]
            : []),
        ]}
      />
      {leaving && viewed && (
        <LeaveRealmDialog
          realm={viewed}
          onClose={() => setLeaving(false)}
          returnFocus={() => around.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')}
        />
      )}
    </div>
  )
}
