import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** The one query interface: both drivers are PgDatabase, so every query serves both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open transaction: what a write that must be all-or-nothing takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
