import * as z from 'zod/mini'
import { count, uuid } from './ids'
import { assetUrlSchema } from './secret-identity'

const caughtIdentitySchema = z.object({
  index: z.int().check(z.positive()),
  identity: z.object({ id: uuid, name: z.string(), avatar: assetUrlSchema }),
})

const dexSeasonSchema = z
  .object({
    id: uuid,
    realm_id: z.string(),
    name: z.string(),
    identities_count: count,
    caught_identities: z.optional(z.array(caughtIdentitySchema)),
  })
  .register(z.globalRegistry, { id: 'DexSeason' })

export type DexSeason = z.infer<typeof dexSeasonSchema>

export const dexSchema = z.object({ seasons: z.array(dexSeasonSchema) }).register(z.globalRegistry, { id: 'Dex' })

export type Dex = z.infer<typeof dexSchema>
