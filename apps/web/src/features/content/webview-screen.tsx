import { useSearchParams } from 'wouter'
import { useFrameHosts } from '../../frames/use-frame-hosts.ts'
import { WebviewView } from './webview-view.tsx'
import './strings.ts'

/**
 * /webview container. Decision: the URL is stored in the query (`/webview?url=<encoded>`), not in
 * sessionStorage, so the page survives a reload and can be linked; the query is untrusted input either way
 * and FramedPage is what checks it (and frames it only on an allowed origin).
 */
export function WebviewScreen() {
  const [params] = useSearchParams()
  const url = params.get('url')
  const frameHosts = useFrameHosts()
  return <WebviewView url={url && url.trim() !== '' ? url : null} frameHosts={frameHosts} />
}
