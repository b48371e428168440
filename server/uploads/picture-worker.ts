import { fork, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { ApiError, messages } from '../lib/api-error'
import type { PictureAnswer, PictureRequest } from './picture-child'
import type { ProcessedPicture } from './process-picture'

const CHILD = fileURLToPath(new URL('./picture-child.ts', import.meta.url))

// Below the server's own priority (0): when both want the CPU, requests go first, and pictures
// are made from what is left (docs/decisions/036).
const NICENESS = 19

// A picture no child has answered in this long is given up, and its child with it: a decoder
// that hangs must not hold the one turn (uploads.ts) for ever.
const PICTURE_TIMEOUT_MS = 60_000

interface Waiting {
  resolve: (picture: ProcessedPicture) => void
  reject: (error: Error) => void
}

/** One child process and the pictures sent to it that it has not answered yet. */
interface Child {
  process: ChildProcess
  waiting: Map<number, Waiting>
}

/**
 * The server's side of the image work's child process (picture-child.ts): started with the
 * first picture, kept for the next, started again if it dies. A child that dies, hangs or
 * cannot be started fails only the pictures it had: one it was working on answers 415 (a
 * decoder it crashed), one it never got answers 503, and the server goes on.
 */
export class PictureWorker {
  private child: Child | null = null
  private nextId = 1

  private start(): Child {
    if (this.child) return this.child
    // Node 20 cannot read TypeScript: the child runs under tsx's loader. The server runs bundled
    // (docs/decisions/046), but the child starts with the first picture, not with the server.
    const forked = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const child: Child = { process: forked, waiting: new Map() }
    if (forked.pid !== undefined) {
      try {
        setPriority(forked.pid, NICENESS)
      } catch {
        // A system that refuses it still makes pictures, only at the same priority.
      }
    }
    forked.on('message', (answer: PictureAnswer) => this.answer(child, answer))
    const gone = (error: ApiError) => {
      if (this.child === child) this.child = null
      for (const waiting of child.waiting.values()) waiting.reject(error)
      child.waiting.clear()
    }
    forked.on('exit', () => gone(new ApiError(415, messages.uploadUnreadable)))
    // Could not be started (no memory, too many processes): no answer from it will come.
    forked.on('error', () => {
      gone(new ApiError(503, messages.uploadBusy))
      forked.kill()
    })
    // Neither the child nor its channel keeps the server's process alive: it ends with it.
    forked.unref()
    forked.channel?.unref()
    this.child = child
    return child
  }

  private answer(child: Child, answer: PictureAnswer) {
    const waiting = child.waiting.get(answer.id)
    if (!waiting) return
    child.waiting.delete(answer.id)
    if ('picture' in answer) waiting.resolve(answer.picture)
    else if ('refused' in answer) waiting.reject(new ApiError(answer.refused.status as 400 | 413 | 415, answer.refused.message))
    else {
      // Not a refusal of process-picture.ts but a failure it did not expect: still the file's doing.
      console.error(`A picture failed in the image work's child process: ${answer.failed}`)
      waiting.reject(new ApiError(415, messages.uploadUnreadable))
    }
  }

  /** Checks and re-encodes a picture in the child (process-picture.ts); 4xx ApiError for what it cannot take. */
  process(bytes: Uint8Array): Promise<ProcessedPicture> {
    const child = this.start()
    const id = this.nextId++
    return new Promise<ProcessedPicture>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Given up: the child goes, and with it this picture (415) and any other it had.
        child.process.kill('SIGKILL')
      }, PICTURE_TIMEOUT_MS)
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer)
          then(value)
        }
      child.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) })
      const request: PictureRequest = { id, bytes }
      try {
        child.process.send(request, (error) => {
          if (!error || !child.waiting.delete(id)) return
          settle(reject)(new ApiError(503, messages.uploadBusy))
        })
      } catch {
        // The channel is closed already: the child is going, and this picture never reached it.
        if (child.waiting.delete(id)) settle(reject)(new ApiError(503, messages.uploadBusy))
      }
    })
  }

  /** The child's process id while there is one (for operators, and tests that end it). */
  get pid(): number | undefined {
    return this.child?.process.pid
  }

  /** Ends the child (a server stopping; tests). */
  stop() {
    this.child?.process.kill()
    this.child = null
  }
}
