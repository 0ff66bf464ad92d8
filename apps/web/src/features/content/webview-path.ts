/** The in-app path that shows `url` on /webview (the linking screen's side of the query decision). */
export function webviewPath(url: string): string {
  return `/webview?url=${encodeURIComponent(url)}`
}
