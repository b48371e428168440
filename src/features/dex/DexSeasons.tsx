import { type Dex, type DexSeason } from '../../contract/schemas/dex'
import { Notice } from '../../components/ui/Notice'
import { Avatar } from '../../components/forum/Avatar'
import { caughtCount, type DexSlot, dexSlots } from './dex-slots'

/** Every season of the user's realms: the identities caught so far, and a numbered gap for each one still out there. */
export function DexSeasons({ dex }: { dex: Dex }) {
  if (dex.seasons.length === 0) {
    return (
      <Notice title="No seasons yet.">
        <p>Once you are a member of a realm, its seasons show here. Post in a thread to catch your first identity.</p>
      </Notice>
    )
  }
  return dex.seasons.map((season) => <Season key={season.id} season={season} />)
}

function Season({ season }: { season: DexSeason }) {
  const slots = dexSlots(season)
  const headingId = `season-${season.id}`
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
        {season.name}
        <span className="text-base font-normal text-stone-700 dark:text-stone-300">
          caught {caughtCount(slots)} of {season.identities_count}
        </span>
      </h2>
      <ol aria-label={`${season.name} slots`} className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
        {slots.map((slot) => (
          <Slot key={slot.index} slot={slot} />
        ))}
      </ol>
    </section>
  )
}

const slotClass = 'flex min-h-36 flex-col items-center justify-center gap-1 rounded-lg border p-2 text-center text-sm wrap-anywhere'

function Slot({ slot: { index, caught } }: { slot: DexSlot }) {
  if (!caught) {
    return (
      <li className={`${slotClass} border-dashed border-stone-400 text-stone-700 dark:border-stone-600 dark:text-stone-300`}>
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full border-2 border-dashed border-stone-400 text-lg font-semibold dark:border-stone-600"
        >
          {index}
        </span>
        <span className="sr-only">No. {index}:</span> not caught yet
      </li>
    )
  }
  return (
    <li className={`${slotClass} border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900`}>
      {/* The picture carries the name for screen readers; the caption repeats it for the eye. */}
      <Avatar path={caught.avatar} size={56} label={caught.name} className="size-14 rounded-full" />
      <span aria-hidden="true" className="font-medium">
        {caught.name}
      </span>
      <span className="text-stone-700 dark:text-stone-300">No. {index}</span>
    </li>
  )
}
