import { useContext } from 'react'
import { assetUrl } from '../asset-url'
import { type BlockEmbed } from './embeds'
import { pictureName } from './picture-name'
import { PictureSizes, usePictureViewer } from './picture-viewer'
import { Unsupported } from './Unsupported'
import { uploadSrcSet } from './upload-srcset'

type Picture = Extract<BlockEmbed, { kind: 'picture' }>

// Its own width when that fits, never wider than the post, never taller than most of the
// screen (object-contain keeps its shape inside that box instead of stretching it).
const PICTURE_CLASS = 'block h-auto max-h-[80vh] max-w-full rounded object-contain'

/**
 * A picture on a line of its own (the reference editor's `block-image`). Its stored size
 * goes into width and height, so the browser keeps its space before it loads and nothing
 * below jumps; the browser loads it only as it nears the screen.
 */
export function BlockPicture({ picture }: { picture: Picture }) {
  const view = usePictureViewer()
  // The browser picks the smallest copy that covers this width at its pixel density.
  const sizes = useContext(PictureSizes)
  // Root-relative paths (the demo's /images) live beside the API (decision 004).
  const src = assetUrl(picture.src)
  if (!src) return <Unsupported />
  // An uploaded picture comes in several widths: a phone loads the one its screen needs.
  const srcSet = uploadSrcSet(picture.src, picture.width)
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={pictureName(picture.alt)}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={PICTURE_CLASS}
    />
  )
  return (
    // items-start: a picture with no stored size keeps its own width instead of stretching.
    <figure className="flex flex-col items-start gap-1">
      {view ? (
        // Named for what it does and what it shows: a button's content is not read as a picture.
        <button
          type="button"
          aria-label={`View larger: ${pictureName(picture.alt)}`}
          onClick={() => view(picture)}
          className="block max-w-full cursor-zoom-in rounded"
        >
          {image}
        </button>
      ) : (
        image
      )}
    </figure>
  )
}
