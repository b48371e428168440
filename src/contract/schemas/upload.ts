import * as z from 'zod/mini'

const dimension = z.number().check(z.int(), z.positive())

/** An uploaded picture (POST /uploads, design.md "Images"); how its files are named: ../shapes/upload-names.ts. */
export const uploadSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    width: dimension,
    height: dimension,
    content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    bytes: dimension,
    variants: z.array(z.object({ url: z.string(), width: dimension })),
  })
  .register(z.globalRegistry, { id: 'Upload' })
export type Upload = z.infer<typeof uploadSchema>
