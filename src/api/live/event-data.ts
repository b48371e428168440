import { loadAnswerSchemas } from '../answers'
import type { EventData, EventType } from '../schemas/events'
import type { StreamEvent } from './event-stream-parser'

/**
 * A live event's data checked as a `kind` event's, or null when it is not one (or not JSON).
 * The check's code loads with the answers' (../answers.ts); events arrive in order, and so
 * their data does: every event waits on the same load.
 */
export async function readEventData<T extends EventType>(event: StreamEvent, kind: T): Promise<EventData<T> | null> {
  let data: unknown
  try {
    data = event.data ? JSON.parse(event.data) : {}
    const { eventDataSchemas } = await loadAnswerSchemas()
    const parsed = eventDataSchemas[kind].safeParse(data)
    return parsed.success ? (parsed.data as EventData<T>) : null
  } catch {
    // Not JSON, or the check's code could not load: as good as an event that says nothing.
    return null
  }
}
