import { type ReportsPage } from '../../../contract/schemas/moderation'

/** One reported post or comment, as GET /realms/{realm_id}/reports lists it. */
export type Report = ReportsPage['reports'][number]
