// Bench only, never shipped (built by `npm run bench:thread` into .tmp/): the big thread drawn
// the way a client that leans on the editor would draw it, one read-only Quill per
// contribution, to compare with the app's own delta renderer in the same run. It fetches and
// checks the thread exactly as the app does.
import Delta from 'quill-delta'
import { createRoot } from 'react-dom/client'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.bubble.css'
import { type Contribution } from '../../src/contract/schemas/contribution'
import { threadSchema } from '../../src/contract/schemas/thread'
import { parseDeltaOps } from '../../src/contract/shapes/delta-ops'

/** The contribution as a Quill document; text that is not a delta becomes one paragraph. */
function deltaOf(content: string): Delta {
  return new Delta(parseDeltaOps(content) ?? [{ insert: `${content}\n` }])
}

function Post({ post }: { post: Contribution }) {
  return (
    <article style={{ border: '1px solid #ccc', borderRadius: 8, margin: '12px 0', padding: 12 }}>
      <header>{post.secret_identity.name}</header>
      <ReactQuill theme="bubble" readOnly value={deltaOf(post.content)} modules={{ toolbar: false }} />
    </article>
  )
}

const params = new URLSearchParams(window.location.search)
const response = await fetch(`${params.get('api')}/threads/${params.get('thread')}`, { headers: { Accept: 'application/json' } })
const thread = threadSchema.parse(await response.json())
const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <main style={{ maxWidth: 768, margin: '0 auto', fontFamily: 'sans-serif' }}>
    {thread.posts.map((post) => (
      <Post key={post.id} post={post} />
    ))}
  </main>,
)
