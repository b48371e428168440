// Uploads, two figures:
//   - throughput: 4 MP JPEGs a second that one server takes from 4 uploaders at once, and its
//     feed reads (autocannon, anonymous) while they upload against its own without uploads,
//     measured just before and just after (the mean of the two), each for BENCH_DURATION
//     seconds. The server and its database on half the cores, the uploaders and the load on the
//     other (lib/cores.mjs).
//   - a gallery thread of 60 uploaded photos opened by Lighthouse on a 360 px phone (2× pixels,
//     slow 4G): the picture bytes its first screen transfers against the original photos', and
//     its cumulative layout shift.
// Targets: bench/targets.mjs.
import autocannon from 'autocannon'
import sharp from 'sharp'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { lighthouseRun } from './lighthouse.mjs'
import { coreSplit, splitCores } from './lib/cores.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, demoToken, json, postBody } from './lib/demo-api.mjs'
import { benchDuration, sideConnections } from './lib/settings.mjs'

const UPLOADERS = 4
const GALLERY_PHOTOS = 60

/** A 4-megapixel photo-like JPEG (2448 × 1632, blurred noise over a gradient: it compresses as photos do), different for each `seed`. */
async function photo(seed) {
  const width = 2448
  const height = 1632
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 100 + (seed % 50), sigma: 40 } } })
    .blur(1.2)
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 160 } } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

const api = async (url, path, init = {}) => json(await fetch(`${url}/api${path}`, init))

async function upload(url, token, bytes) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg')
  return api(url, '/uploads', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
}

/** `UPLOADERS` uploaders, each sending the photo again as soon as its last one is answered, for `seconds`. */
async function uploadFor(url, token, bytes, seconds) {
  const end = performance.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: UPLOADERS }, async () => {
      while (performance.now() < end) {
        await upload(url, token, bytes)
        done += 1
      }
    }),
  )
  return done / seconds
}

function feedReads(url, path) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${url}${path}`, connections: sideConnections, duration: benchDuration }, (error, result) =>
      error ? reject(error) : resolve(Math.round(result.requests.average)),
    ),
  )
}

async function measureThroughput(url) {
  const token = await demoToken(url, 'bo')
  const { feedPath } = await demoBoard(url)
  const bytes = await photo(1)
  await upload(url, token, bytes) // starts the image work's child process
  await feedReads(url, feedPath) // warm-up
  const before = await feedReads(url, feedPath)
  const alone = await uploadFor(url, token, bytes, benchDuration)
  const [during, uploadsDuring] = await Promise.all([feedReads(url, feedPath), uploadFor(url, token, bytes, benchDuration)])
  const after = await feedReads(url, feedPath)
  const without = (before + after) / 2
  return {
    photo_bytes: bytes.length,
    uploads_per_second: Number(alone.toFixed(2)),
    uploads_per_second_during_reads: Number(uploadsDuring.toFixed(2)),
    feed_rps_without_uploads: Math.round(without),
    feed_rps_without_uploads_before_after: [before, after],
    feed_rps_with_uploads: during,
    feed_share: Number((during / without).toFixed(3)),
  }
}

/** A gallery thread of `GALLERY_PHOTOS` replies, each an uploaded photo: its address and the original bytes of each picture. */
async function galleryThread(url) {
  const token = await demoToken(url, 'bo')
  const { board } = await demoBoard(url, 'kettle-corner')
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }
  const thread = await api(url, `/boards/${board.id}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...postBody([{ insert: 'Sixty photos from the tea garden\n' }]), defaultView: 'gallery' }),
  })
  const originals = new Map()
  for (let i = 0; i < GALLERY_PHOTOS; i++) {
    const bytes = await photo(i + 2)
    const picture = await upload(url, token, bytes)
    originals.set(/[0-9a-f]{64}/.exec(picture.url)[0], bytes.length)
    const ops = [
      {
        insert: { 'block-image': { src: picture.url, width: picture.width, height: picture.height } },
        attributes: { alt: `Photo ${i + 1}` },
      },
      { insert: `Photo ${i + 1} of the garden\n` },
    ]
    await api(url, `/posts/${thread.starter.id}/contributions`, { method: 'POST', headers, body: JSON.stringify(postBody(ops)) })
  }
  return { threadUrl: `${url}/threads/${thread.id}?view=gallery`, originals }
}

async function measureGallery(url) {
  const { threadUrl, originals } = await galleryThread(url)
  const lhr = await lighthouseRun(threadUrl, {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 360, height: 800, deviceScaleFactor: 2, disabled: false },
  })
  const requests = lhr.audits['network-requests'].details.items.filter((item) => new URL(item.url).pathname.startsWith('/uploads/'))
  const hashes = new Set(requests.map((item) => /[0-9a-f]{64}/.exec(item.url)[0]))
  const transferred = requests.reduce((sum, item) => sum + item.transferSize, 0)
  const shownOriginals = [...hashes].reduce((sum, hash) => sum + (originals.get(hash) ?? 0), 0)
  const allOriginals = [...originals.values()].reduce((sum, bytes) => sum + bytes, 0)
  return {
    photos: GALLERY_PHOTOS,
    pictures_loaded: hashes.size,
    picture_files: requests.map((item) => new URL(item.url).pathname.replace(/[0-9a-f]{64}/, '…')),
    first_screen_picture_bytes: transferred,
    their_originals_bytes: shownOriginals,
    first_screen_share: Number((transferred / shownOriginals).toFixed(4)),
    all_originals_bytes: allOriginals,
    share_of_all_originals: Number((transferred / allOriginals).toFixed(4)),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    total_bytes: lhr.audits['total-byte-weight'].numericValue,
  }
}

/** Both figures on one kind of database, each against a fresh demo seed. */
export async function measureUploads(kind) {
  const { env, cleanup } = await databaseEnv(kind)
  const cores = splitCores()
  let server
  try {
    server = await spawnServer({ env: { ...env, RATE_LIMIT_PER_MINUTE: '0', UPLOADS_PER_HOUR: '0' }, showErrors: true, timeoutMs: 180_000 })
    // The image work's child process is started by the server after this: it inherits these cores.
    cores.placeServer(server.pid)
    const throughput = await measureThroughput(server.url)
    console.log(
      `  ${kind}: ${throughput.uploads_per_second} photos/s alone, ${throughput.uploads_per_second_during_reads} during reads; feed reads ${throughput.feed_rps_with_uploads}/s with uploads against ${throughput.feed_rps_without_uploads}/s without (${(throughput.feed_share * 100).toFixed(1)}%)`,
    )
    cores.undo()
    const gallery = await measureGallery(server.url)
    console.log(
      `  ${kind}: gallery of ${gallery.photos} photos at 360 px: ${gallery.pictures_loaded} pictures, ${(gallery.first_screen_picture_bytes / 1024).toFixed(0)} KB against ${(gallery.their_originals_bytes / 1024).toFixed(0)} KB of their originals (${(gallery.first_screen_share * 100).toFixed(1)}%; ${(gallery.share_of_all_originals * 100).toFixed(2)}% of all 60), CLS ${gallery.cls}`,
    )
    return { throughput: { ...throughput, cores: coreSplit }, gallery }
  } finally {
    cores.undo()
    await server?.stop()
    await cleanup()
  }
}
