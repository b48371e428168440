/** The realm whose boards the header lists (a build can point at another). */
export const defaultRealmSlug = import.meta.env.VITE_DEFAULT_REALM ?? 'demo'

/** Where the API lives: `/api` beside the app, or another origin (that server's CORS_ORIGINS). */
export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '')
