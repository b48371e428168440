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

interface Waiting {
  resolve: (picture: ProcessedPicture) => void
  reject: (error: Error) => void
}

/**
 * The server's side of the image work's child process (picture-child.ts): started with the
 * first picture, kept for the next, started again if it dies. A child that dies while working
 * on a picture (a decoder it crashed) answers that picture 415, and the server goes on.
 */
export class PictureWorker {
  private child: ChildProcess | null = null
  private nextId = 1
  private readonly waiting = new Map<number, Waiting>()

  private start(): ChildProcess {
    if (this.child) return this.child
    // The server runs under tsx (Node 20 cannot strip types), and so does its child.
    const child = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, NICENESS)
      } catch {
        // A system that refuses it still makes pictures, only at the same priority.
      }
    }
    child.on('message', (answer: PictureAnswer) => this.answer(answer))
    child.on('exit', () => {
      if (this.child === child) this.child = null
      for (const waiting of this.waiting.values()) waiting.reject(new ApiError(415, messages.uploadUnreadable))
      this.waiting.clear()
    })
    // Neither the child nor its channel keeps the server's process alive: it ends with it.
    child.unref()
    child.channel?.unref()
    this.child = child
    return child
  }

  private answer(answer: PictureAnswer) {
    const waiting = this.waiting.get(answer.id)
    if (!waiting) return
    this.waiting.delete(answer.id)
    if ('picture' in answer) waiting.resolve(answer.picture)
    else if ('refused' in answer) waiting.reject(new ApiError(answer.refused.status as 400 | 413 | 415, answer.refused.message))
    else waiting.reject(new Error(`The picture's child process failed: ${answer.failed}`))
  }

  /** Checks and re-encodes a picture in the child (process-picture.ts); 4xx ApiError for what it cannot take. */
  process(bytes: Uint8Array): Promise<ProcessedPicture> {
    const child = this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      const request: PictureRequest = { id, bytes }
      child.send(request, (error) => {
        if (!error) return
        this.waiting.delete(id)
        reject(error)
      })
    })
  }

  /** The child's process id while there is one (for operators, and tests that end it). */
  get pid(): number | undefined {
    return this.child?.pid
  }

  /** Ends the child (a server stopping; tests). */
  stop() {
    this.child?.kill()
    this.child = null
  }
}
