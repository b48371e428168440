import { z } from 'zod'
import { uuid } from './ids'
import { assetUrl } from './secret-identity'

export const caughtIdentitySchema = z.object({
  index: z.number().int().positive(),
  identity: z.object({ id: uuid, name: z.string(), avatar: assetUrl }),
})

export const dexSeasonSchema = z
  .object({
    id: uuid,
    realm_id: z.string(),
    name: z.string(),
    identities_count: z.number().int().nonnegative(),
    caught_identities: z.array(caughtIdentitySchema).optional(),
  })
  .meta({ id: 'DexSeason' })

export type DexSeason = z.infer<typeof dexSeasonSchema>

export const dexSchema = z.object({ seasons: z.array(dexSeasonSchema) }).meta({ id: 'Dex' })

export type Dex = z.infer<typeof dexSchema>
