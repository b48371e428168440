// The child process that does the image work (picture-worker.ts starts it): it reads each
// picture it is sent, re-encodes it and sends the result back. Alone in its process, at a
// lower priority: libvips gets only the CPU that requests leave, and a picture that crashed a
// decoder would take this process down, not the server.
import { ApiError } from '../lib/api-error'
import { processPicture } from './process-picture'

export interface PictureRequest {
  id: number
  bytes: Uint8Array
}

export type PictureAnswer =
  | { id: number; picture: Awaited<ReturnType<typeof processPicture>> }
  | { id: number; refused: { status: number; message: string } }
  | { id: number; failed: string }

process.on('message', (request: PictureRequest) => {
  processPicture(Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength)).then(
    (picture) => send({ id: request.id, picture }),
    (error: unknown) =>
      send(
        error instanceof ApiError
          ? { id: request.id, refused: { status: error.status, message: error.message } }
          : { id: request.id, failed: String(error) },
      ),
  )
})

function send(answer: PictureAnswer) {
  process.send?.(answer)
}

// The server going away (its IPC channel closed) ends this process too.
process.on('disconnect', () => process.exit(0))
