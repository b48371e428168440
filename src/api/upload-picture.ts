import { getAccessToken } from './access-token'
import { ApiError, apiUrl, messageOf, readAnswer, refreshAccessToken } from './client'
import { noteUnreachable } from './reachability'
import { type Upload } from '../contract/schemas/upload'

interface UploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress: (sent: number) => void
  signal: AbortSignal
}

type Answer = { status: number; body: unknown }

/**
 * One POST /uploads by XMLHttpRequest: fetch cannot tell how much of a body has been sent
 * (an upload stream needs HTTP/2 and a duplex request), and a progress bar is the point.
 */
function send(file: File, token: string | null, { onProgress, signal }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl('/uploads'))
    request.responseType = 'json'
    request.setRequestHeader('Accept', 'application/json')
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, body: request.response })
    request.onerror = () => {
      noteUnreachable()
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.'))
    }
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    if (signal.aborted) return request.onabort(new ProgressEvent('abort'))
    signal.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    request.send(form)
  })
}

/**
 * Uploads a picture from the device. An expired token is refreshed and the upload sent again,
 * as every API call does (client.ts). The server alone decides what it takes (its size limit is
 * its own setting; it answers 413 from the Content-Length, before the body has gone). Fails with an ApiError whose message says what to do
 * (too big, not a picture, too many this hour), or an AbortError when cancelled.
 */
export async function uploadPicture(file: File, options: UploadOptions): Promise<Upload> {
  const token = getAccessToken()
  let answer = await send(file, token, options)
  if (token && answer.status === 401) {
    const fresh = getAccessToken() !== token ? getAccessToken() : await refreshAccessToken()
    if (fresh) {
      options.onProgress(0)
      answer = await send(file, fresh, options)
    }
  }
  if (answer.status >= 502 && answer.status <= 504) noteUnreachable()
  if (answer.status !== 201) throw new ApiError(answer.status, messageOf(answer.status, answer.body))
  return readAnswer(answer.status, 'upload', answer.body)
}
