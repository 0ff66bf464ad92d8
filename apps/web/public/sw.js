// The app's service worker (scope /app/). Hand-written and small on purpose: the shell (index.html and the
// hashed files it names) is precached at install, hashed assets are served cache-first (their names change
// with their content), and index.html network-first with the cached copy as the offline fallback. The API,
// images and sockets are never touched: money screens must always see the server, never a stale answer.
const VERSION = 1
const SHELL_CACHE = `mandi-shell-v${VERSION}`
const ASSET_CACHE = `mandi-assets-v${VERSION}`
// Old hashed files of earlier builds pile up in the asset cache; keep the newest ones only.
const MAX_ASSETS = 200

const scope = new URL(self.registration.scope)
const shellUrl = scope.href
const assetsPath = `${scope.pathname}assets/`

const isAsset = (url) => url.origin === scope.origin && url.pathname.startsWith(assetsPath)

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)))
}

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE)
  const wanted = urls.map((href) => new URL(href, scope)).filter(isAsset)
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url.href)) return
      const response = await fetch(url.href)
      if (response.ok) await cache.put(url.href, response)
    }),
  )
  await trimAssets()
}

// The entry script, its preloaded imports and the CSS are the files index.html names.
async function precacheShell() {
  const response = await fetch(shellUrl, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`shell answered ${response.status}`)
  const html = await response.clone().text()
  await (await caches.open(SHELL_CACHE)).put(shellUrl, response)
  const named = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
  await cacheAssets(named)
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, ASSET_CACHE])
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('mandi-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

// The page sends the route chunks it loaded before this worker controlled it, so they work offline too.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'cache-assets' && Array.isArray(event.data.urls)) {
    event.waitUntil(cacheAssets(event.data.urls).catch(() => undefined))
  }
})

async function shellFirstFromNetwork(request) {
  try {
    const response = await fetch(request)
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(shellUrl, response.clone())
    return response
  } catch (error) {
    const cached = await caches.match(shellUrl, { cacheName: SHELL_CACHE })
    if (cached) return cached
    throw error
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(ASSET_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
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
