import { type Dex } from '../../api/schemas/dex'
import { Notice } from '../../components/ui/Notice'
import { Avatar } from '../../lib/identity/Avatar'

/** The secret identities the user has held, season by season, with how many remain. */
export function DexSeasons({ dex }: { dex: Dex }) {
  if (dex.seasons.length === 0) return <Notice title="No seasons yet. Post in a thread to catch your first identity." />
  return dex.seasons.map((season) => {
    const caught = season.caught_identities ?? []
    return (
      <section key={season.id} aria-labelledby={`season-${season.id}`} className="space-y-3">
        <h2 id={`season-${season.id}`} className="text-lg font-semibold">
          {season.name}{' '}
          <span className="font-normal text-stone-700 dark:text-stone-300">
            ({caught.length} of {season.identities_count} caught)
          </span>
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
          {caught.map(({ index, identity }) => (
            <li key={identity.id} className="flex flex-col items-center gap-1 rounded-lg border border-stone-300 p-2 text-center text-sm wrap-anywhere dark:border-stone-700">
              <Avatar path={identity.avatar} size={48} className="size-12 rounded-full" />
              <span>{identity.name}</span>
              <span className="text-stone-700 dark:text-stone-300">#{index}</span>
            </li>
          ))}
        </ul>
      </section>
    )
  })
}
