/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; `/api` on the app's own origin unless a build says otherwise. */
  readonly VITE_API_BASE_URL?: string
  /** The realm whose boards the header lists. */
  readonly VITE_DEFAULT_REALM?: string
}
