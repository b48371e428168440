/** The realm whose boards the header lists (a build can point at another). */
export const defaultRealmSlug = import.meta.env.VITE_DEFAULT_REALM ?? 'demo'
