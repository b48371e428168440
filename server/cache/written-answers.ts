import { LRUCache } from 'lru-cache'

interface WrittenAnswer {
  /** What the answer was made from: the same signature, the same bytes. */
  signature: string
  body: Uint8Array<ArrayBuffer>
}

const encoder = new TextEncoder()

/**
 * Answers kept as the bytes sent, each under the signature of what it was made from (a feed
 * page's threads with their revisions, and its reader's revision). The signature is read from
 * the database for the request at hand, so a copy is only ever used for the state it was made
 * of: any write that would change the answer changes the signature first. Serving a feed page
 * then costs its lookup and the writing of its bytes, not the joining and encoding of twenty
 * summaries per request (docs/decisions/027-feed-answers-kept-as-bytes.md).
 */
export class WrittenAnswers {
  private readonly answers: LRUCache<string, WrittenAnswer>

  constructor(maxBytes: number) {
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer) => answer.body.byteLength + answer.signature.length })
  }

  /** The bytes for `key` as of `signature`: those kept, or `write()`'s, kept from now on. */
  async answer(key: string, signature: string, write: () => Promise<string>): Promise<Uint8Array<ArrayBuffer>> {
    const kept = this.answers.get(key)
    if (kept?.signature === signature) return kept.body
    const body = encoder.encode(await write())
    this.answers.set(key, { signature, body })
    return body
  }
}
