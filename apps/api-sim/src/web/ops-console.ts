import { opsCsp } from './csp.ts'
import { createStaticSite } from './static-files.ts'

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mandi operators: console not built</title></head>
<body><h1>The console is not built yet</h1><p>Run <code>npm start</code> at the repository root; it builds the
operators' console (apps/back-office) and serves it here.</p></body></html>`

/** Serves the built operators' console (apps/back-office) at /ops/, under its own CSP (csp.ts). */
export function createOpsConsoleServer(opsDist: string, chatPort: () => number) {
  return createStaticSite({
    dist: opsDist,
    base: '/ops/',
    csp: (c) => opsCsp(c.req.header('host'), chatPort()),
    notBuiltPage,
  })
}
