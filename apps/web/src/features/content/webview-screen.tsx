import { useSearchParams } from 'wouter'
import { WebviewView } from './webview-view.tsx'
import './strings.ts'

/**
 * /webview container. Decision: the URL is stored in the query (`/webview?url=<encoded>`), not in
 * sessionStorage, so the page survives a reload and can be linked; the query is untrusted input either way
 * and SafeFrame is what checks it.
 */
export function WebviewScreen() {
  const [params] = useSearchParams()
  const url = params.get('url')
  return <WebviewView url={url && url.trim() !== '' ? url : null} />
}
