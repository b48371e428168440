/**
 * A Blob of bytes already in memory, whose arrayBuffer() is one copy. Node 20's Blob reads its
 * parts back in small chunks and joins them, a large share of a copy's time (docs/decisions/049).
 * PGlite reads a dump only through arrayBuffer(): the tests' seeded copies and a new database's
 * kept empty cluster (pglite-empty-cluster.ts) come through this.
 */
export class BytesBlob extends Blob {
  constructor(private readonly held: Uint8Array) {
    super([], { type: 'application/x-tar' })
  }
  // Blob's own size counts its (empty) parts.
  override get size(): number {
    return this.held.byteLength
  }

  override arrayBuffer() {
    // new Uint8Array(…) copies; a Buffer's slice() would share its memory.
    return Promise.resolve(new Uint8Array(this.held).buffer)
  }
}
