import { z } from 'zod'

/**
 * Avatars and accessories are http(s) URLs or paths on the API's own origin
 * (`/avatars/…`), which the client resolves against the API base.
 * See docs/decisions/004-asset-urls.md.
 */
export const assetUrl = z
  .string()
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value), {
    error: 'must be an http(s) URL or a path starting with /',
  })

export const secretIdentitySchema = z
  .object({
    name: z.string(),
    avatar: assetUrl,
    color: z.string().nullable(),
    accessory: assetUrl.nullable(),
  })
  .meta({ id: 'SecretIdentity' })

export type SecretIdentity = z.infer<typeof secretIdentitySchema>

/** The contract does not show its shape: it is null in every record. */
export const userIdentitySchema = z.null()
