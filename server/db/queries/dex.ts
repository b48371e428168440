import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { DexSeason } from '../../../src/contract/schemas/dex'
import type { Db } from '../types'
import { identities, realmMembers, seasons, threadIdentities } from '../schema'

/**
 * The seasons of the user's realms, each with the identities the user has caught: held
 * in some thread (design: dex). `index` is the identity's 1-based place in its season.
 */
export async function loadDex(db: Db, userId: string): Promise<DexSeason[]> {
  const seasonRows = await db
    .select({ id: seasons.id, realmId: seasons.realmId, name: seasons.name, size: count(identities.id) })
    .from(seasons)
    .innerJoin(realmMembers, eq(realmMembers.realmId, seasons.realmId))
    .leftJoin(identities, eq(identities.seasonId, seasons.id))
    .where(eq(realmMembers.userId, userId))
    .groupBy(seasons.id)
    .orderBy(asc(seasons.realmId), asc(seasons.position))
  if (seasonRows.length === 0) return []

  const caught = await db
    .selectDistinct({
      seasonId: identities.seasonId,
      index: identities.index,
      id: identities.id,
      name: identities.name,
      avatar: identities.avatar,
    })
    .from(threadIdentities)
    .innerJoin(identities, eq(identities.id, threadIdentities.identityId))
    .where(
      and(
        eq(threadIdentities.userId, userId),
        inArray(
          identities.seasonId,
          seasonRows.map((season) => season.id),
        ),
      ),
    )
    .orderBy(asc(identities.seasonId), asc(identities.index))

  return seasonRows.map((season) => ({
    id: season.id,
    realm_id: season.realmId,
    name: season.name,
    identities_count: season.size,
    caught_identities: caught
      .filter((identity) => identity.seasonId === season.id)
      .map((identity) => ({
        index: identity.index,
        identity: { id: identity.id, name: identity.name, avatar: identity.avatar },
      })),
  }))
}
