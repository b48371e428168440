/** One Server-Sent Event as it arrived: its id (if the server gave one), type and data text. */
export interface StreamEvent {
  id: string | null
  type: string
  data: string
}

/**
 * Reads `text/event-stream` as its chunks arrive (WHATWG HTML, "Server-sent events"): lines
 * end with CR, LF or CRLF, a blank line ends an event, `:` starts a comment, a missing space
 * after the colon is allowed, and several `data` lines join with "\n". An event without data
 * is dropped, but its `id` still counts, as in EventSource. Answers the function to feed
 * chunks to.
 */
export function eventStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = ''
  let id: string | null = null
  let type = ''
  let data: string[] = []
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, type: type || 'message', data: data.join('\n') })
    type = ''
    data = []
  }
  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') type = value
    else if (field === 'id' && !value.includes('\0')) id = value
  }
  return (chunk) => {
    buffer += chunk
    let end: number
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (buffer[end] === '\r' && end === buffer.length - 1) break
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + breakLength)
    }
  }
}
