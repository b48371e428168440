/**
 * First thing a keyboard user reaches: jumps past the header to the page's content.
 * Focus is moved by hand because the router treats a bare `#main` as a navigation and
 * the browser's own fragment focus then does not happen.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main')
        if (!main) return
        event.preventDefault()
        main.focus()
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900 focus:shadow"
    >
      Skip to content
    </a>
  )
}
