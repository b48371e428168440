import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import type { Upload } from '../../src/contract/schemas/upload'

// Pictures for the upload tests, good and hostile, made in memory: real encoders for the good
// ones, bytes by hand for those no encoder would write (a header that lies, 10,000 frames).

/** A photo as a phone takes it: turned by its EXIF orientation (6: shown 90° clockwise), with GPS. */
export function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .composite([{ input: { create: { width: width / 4, height: height / 4, channels: 3, background: '#f2c14e' } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer()
}

export function plainPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#80c08080' } })
    .png()
    .toBuffer()
}

/** An animated GIF of `frames` frames, `side` px square. */
export function animatedGif(frames: number, side = 16): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 4 * frames)
  for (let i = 0; i < raw.length; i += 4) {
    raw[i] = Math.floor(i / (side * side * 4)) * 40
    raw[i + 3] = 255
  }
  return sharp(raw, { raw: { width: side, height: side * frames, channels: 4, pageHeight: side } })
    .gif()
    .toBuffer()
}

/** A GIF of `frames` one-pixel frames, written by hand: encoders take minutes for 10,000. */
export function manyFrameGif(frames: number): Buffer {
  // 1 × 1 screen with a two-colour table: black, white.
  const screen = Buffer.from('0100' + '0100' + '80' + '00' + '00' + '000000' + 'ffffff', 'hex')
  // Each frame: a 0.1 s delay, a 1 × 1 image, its one pixel LZW-coded.
  const frame = Buffer.from('21f904000a000000' + '2c0000000001000100' + '00' + '02024401' + '00', 'hex')
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG whose header says `width` × `height`, with a few bytes of data: a decompression bomb at 100,000². */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A page that runs a script, for files that pretend to be pictures. */
export const HOSTILE_HTML =
  '<html><body><h1 id="polyglot">rendered as HTML</h1><script>document.title = "script ran"; window.polyglotRan = true</script></body></html>'

/**
 * A real JPEG that is also an HTML page: the page sits in a comment segment, where a picture
 * decoder skips it and a browser sniffing for HTML finds it.
 */
export async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3355' } })
    .jpeg()
    .toBuffer()
  const comment = Buffer.from(HOSTILE_HTML, 'latin1')
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(comment.length + 2, 2)
  // Right after SOI, before anything else: the first bytes a sniffer reads past the marker.
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)])
}

export const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'

/** Every file an upload stored, by its url: the picture, its narrower copies, its square. */
export function urlsOfUpload(upload: Upload): string[] {
  return [upload.url, ...upload.variants.map((variant) => variant.url), upload.url.replace(/\.(\w+)$/, '-square.$1')]
}
