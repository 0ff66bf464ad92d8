// The app's service worker (scope /app/), emitted as dist/sw.js by build/precache-manifest.ts, which replaces
// the placeholder below with this build's manifest: { version, shell: '/app/', assets: ['/app/assets/…'] }.
// Hand-written and small on purpose. Install caches the shell (index.html) and every hashed file of the build
// before the worker activates, so a repeat visit works offline whatever the first visit loaded; a new build
// gives a new worker (its bytes change with the manifest). When it activates it keeps the previous build's
// caches (a page still open from that build loads its lazy routes from them, as the server no longer has
// those files) and drops the older ones.
// When the phone saves data (the page registers it as sw.js?save-data=on, or the worker sees the flag itself),
// install keeps only the shell and the files index.html names, which the page has just loaded (the HTTP cache
// answers): nothing of the rest of the build is downloaded ahead of need. Files are then cached as they are
// used, so offline works for the screens opened since. Registered again without the flag, a full install follows.
// Hashed assets are cache-first (their names change with their content); navigations are network-first with
// the precached shell as the offline fallback. The API, images and sockets are never touched: money screens
// must always see the server, never a stale answer.
const MANIFEST = self.__PRECACHE_MANIFEST
const PRECACHE = `mandi-precache-${MANIFEST.version}`
// Hashed files that are not in the manifest (a chunk of an older build asked for by a page still open).
const RUNTIME = `mandi-runtime-${MANIFEST.version}`

const scope = new URL(self.registration.scope)
const shellUrl = new URL(MANIFEST.shell, self.location).href
const assetUrls = MANIFEST.assets.map((path) => new URL(path, self.location).href)
const precached = new Set(assetUrls)
const assetsPath = `${scope.pathname}assets/`

const isAsset = (url) => url.origin === scope.origin && url.pathname.startsWith(assetsPath)
const savesData = () =>
  new URL(self.location.href).searchParams.get('save-data') === 'on' ||
  self.navigator.connection?.saveData === true

async function precacheAsset(cache, url) {
  if (await cache.match(url)) return
  // Same name, same content: a copy kept by an earlier build's worker is reused instead of downloaded again.
  const response = (await caches.match(url)) ?? (await fetch(url))
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  await cache.put(url, response)
}

// Any failure fails the install: the browser keeps the previous worker (if any) and tries again on a later
// visit, so a worker is only ever active with its whole build cached.
async function precache() {
  const cache = await caches.open(PRECACHE)
  const shell = await fetch(shellUrl, { cache: 'no-cache' })
  if (!shell.ok) throw new Error(`shell answered ${shell.status}`)
  // A build deployed after this worker was fetched: its index.html names files this manifest does not have.
  const html = await shell.clone().text()
  // src and href attributes only: the inline base stylesheet's data-href names a file the page never loads.
  const named = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1], shellUrl))
  const foreign = named.filter((url) => isAsset(url) && !precached.has(url.href))
  if (foreign.length > 0) throw new Error(`index.html is of another build (${foreign[0].href})`)
  // Saving data: only what index.html names (the page has just loaded it); otherwise the whole build.
  const wanted = savesData() ? named.map((url) => url.href).filter((href) => precached.has(href)) : assetUrls
  await Promise.all(wanted.map((url) => precacheAsset(cache, url)))
  await cache.put(shellUrl, shell)
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

// The builds whose files are kept, newest last: this one and the one before it.
const BUILDS = 'mandi-builds'
const KEPT_BUILDS = 2
const buildOf = (name) => name.replace(/^mandi-(precache|runtime)-/, '')

async function retireOldBuilds() {
  const meta = await caches.open(BUILDS)
  const listed = await meta.match('builds')
  const before = listed ? await listed.json() : []
  const builds = [...before.filter((version) => version !== MANIFEST.version), MANIFEST.version].slice(
    -KEPT_BUILDS,
  )
  await meta.put(
    'builds',
    new Response(JSON.stringify(builds), { headers: { 'content-type': 'application/json' } }),
  )
  const names = await caches.keys()
  await Promise.all(
    names
      .filter((name) => /^mandi-(precache|runtime)-/.test(name) && !builds.includes(buildOf(name)))
      .map((name) => caches.delete(name)),
  )
}

self.addEventListener('activate', (event) => {
  event.waitUntil(retireOldBuilds().then(() => self.clients.claim()))
})

// The network's index.html is not stored: the offline fallback stays the shell whose files are precached.
async function shellFirstFromNetwork(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const cached = await caches.match(shellUrl, { cacheName: PRECACHE })
    if (cached) return cached
    throw error
  }
}

async function assetFromCache(request) {
  // This build's caches first, then the kept previous build's (a chunk asked for by a page of that build).
  const cached =
    (await caches.match(request, { cacheName: PRECACHE })) ??
    (await caches.match(request, { cacheName: RUNTIME })) ??
    (await caches.match(request))
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await (await caches.open(RUNTIME)).put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.origin) return
  const isShell = url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`
  if (request.mode === 'navigate' ? url.pathname.startsWith(scope.pathname) : isShell) {
    event.respondWith(shellFirstFromNetwork(request))
  } else if (isAsset(url)) {
    event.respondWith(assetFromCache(request))
  }
  // Everything else (/api, /img, sockets, the chat host) goes to the network untouched.
})
