/** At most this many threads and boards in all, per stream (GET /events, design.md "Second wave"). */
export const MAX_EVENT_TOPICS = 20
