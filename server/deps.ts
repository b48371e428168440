import type { Config } from './config'
import type { Db } from './db/open'

/** What every route needs, handed to the route factories by createApp. */
export interface Deps {
  db: Db
  config: Config
  /** The server's clock; tests move it to expire tokens and invites. */
  now: () => Date
}
