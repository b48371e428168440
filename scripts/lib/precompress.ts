import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// What a browser downloads as text; source maps are fetched by developers only.
const compressible = /\.(js|css|html|svg|json|txt)$/
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024

/**
 * Writes `file.br` and `file.gz` beside each text file of the build, at the strongest
 * settings: made once per build, served to every reader as they are (serveStatic's
 * `precompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'teahouse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          if (content.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
