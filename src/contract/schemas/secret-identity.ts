import * as z from 'zod/mini'

/**
 * Avatars and accessories are http(s) URLs or paths on the API's own origin
 * (`/avatars/…`), which the client resolves against the API base.
 * See docs/decisions/004-asset-urls.md.
 */
export const assetUrlSchema = z.string().check(
  z.refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value), {
    error: 'must be an http(s) URL or a path starting with /',
  }),
)

export const secretIdentitySchema = z
  .object({
    name: z.string(),
    avatar: assetUrlSchema,
    color: z.nullable(z.string()),
    accessory: z.nullable(assetUrlSchema),
  })
  .register(z.globalRegistry, { id: 'SecretIdentity' })

export type SecretIdentity = z.infer<typeof secretIdentitySchema>

/** The contract does not show its shape: it is null in every record. */
export const userIdentitySchema = z.null()
