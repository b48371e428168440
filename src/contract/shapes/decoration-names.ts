/** The decoration names the contract shows; the server offers exactly these. */
export const DECORATION_NAMES = ['FESTIVE_BACKGROUND_FEED', 'FESTIVE_BACKGROUND_SIDEBAR', 'FESTIVE_CURSOR'] as const

export type DecorationName = (typeof DECORATION_NAMES)[number]
