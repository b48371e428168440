import { loadAnswerSchemas } from '../answers'
import type { EventData, EventType } from '../../contract/schemas/events'
import type { StreamEvent } from './event-stream-parser'

/**
 * A live event's data checked as a `kind` event's, or null when it is not one (or not JSON).
 * The check's code loads with the answers' (../answers.ts); when it cannot load, this throws,
 * and the page treats the event as a `reset`: it cannot tell what the event said.
 */
export async function readEventData<T extends EventType>(event: StreamEvent, kind: T): Promise<EventData<T> | null> {
  let data: unknown
  try {
    data = event.data ? JSON.parse(event.data) : {}
  } catch {
    return null
  }
  const { eventDataSchemas } = await loadAnswerSchemas()
  const parsed = eventDataSchemas[kind].safeParse(data)
  return parsed.success ? (parsed.data as EventData<T>) : null
}

/**
 * A listener that handles each event once the one before it has been handled, so a page
 * takes its events in the order they came, however long checking each one takes.
 */
export function oneAtATime(handle: (event: StreamEvent) => Promise<void>): (event: StreamEvent) => void {
  let last = Promise.resolve()
  return (event) => {
    last = last.then(() => handle(event))
  }
}
