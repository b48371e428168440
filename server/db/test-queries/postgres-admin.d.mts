/** Creates database `name` on the cluster at `serverUrl`: a copy of `template` if given, after dropping any old one if `replace`. */
export function createDatabase(serverUrl: string, name: string, options?: { template?: string; replace?: boolean }): Promise<void>

/** Drops database `name` if it exists, closing its connections. */
export function dropDatabase(serverUrl: string, name: string): Promise<void>
