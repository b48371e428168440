/**
 * How a thread opens (`default_view`, `?view=`): the contract's thread and gallery, and the
 * timeline (design.md, "Reader controls"). Here, apart from the schemas, so that the thread
 * page names its layouts without loading zod.
 */
export const DEFAULT_VIEWS = ['thread', 'gallery', 'timeline'] as const
export type DefaultView = (typeof DEFAULT_VIEWS)[number]
