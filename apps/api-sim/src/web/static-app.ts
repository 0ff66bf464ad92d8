import { appCsp } from './csp.ts'
import { createStaticSite } from './static-files.ts'

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mandi: app not built</title></head>
<body><h1>The app is not built yet</h1><p>The app is not built yet, run <code>npm start</code> at the repository root.</p>
<p>The API is up at <a href="/api/product/list">/api/</a>.</p></body></html>`

/** Serves the built web app at /app/ (static-files.ts), under the app's CSP (csp.ts). */
export function createAppServer(webDist: string, chatPort: () => number, frameHosts: readonly string[]) {
  return createStaticSite({
    dist: webDist,
    base: '/app/',
    csp: (c, page) => appCsp(c.req.header('host'), chatPort(), frameHosts, false, page.scriptHashes),
    notBuiltPage,
  })
}
