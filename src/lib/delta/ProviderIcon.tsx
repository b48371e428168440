import { type EmbedShape } from './providers'

/*
 * Our own small icons, one per kind of thing a card stands for: no provider's logo is
 * fetched or copied, and a card still says at a glance "a video", "a post", "a picture".
 */
const PATHS: Record<EmbedShape, string> = {
  // A play triangle in a screen.
  video: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm6 4v6l5-3-5-3Z',
  // A speech bubble.
  post: 'M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  // Hills under a sun, in a frame.
  picture:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 13h14l-4.5-6-3.5 4.5-2.5-3L5 17Zm3-7a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  // Two chain links.
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM8.5 11 6.4 13.1a2.5 2.5 0 0 0 3.5 3.5L12 14.5l1.4 1.4-2.1 2.1a4.5 4.5 0 0 1-6.3-6.3L7.1 9.6 8.5 11Zm7-2 2.1-2.1a2.5 2.5 0 0 0-3.5-3.5L12 5.5l-1.4-1.4 2.1-2.1a4.5 4.5 0 0 1 6.3 6.3l-2.1 2.1L15.5 9Z',
}

export function ProviderIcon({ shape }: { shape: EmbedShape }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d={PATHS[shape]} fillRule="evenodd" />
      </svg>
    </span>
  )
}
