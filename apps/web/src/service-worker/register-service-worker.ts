/**
 * Registers public/sw.js (scope /app/) in production builds only: in dev, Vite serves unhashed modules that
 * a cache-first worker would pin. Once the worker controls the page it is told which hashed files this first
 * visit already loaded (the route chunks fetched before it existed), so a repeat visit works offline; files
 * loaded after that pass through the worker and are cached by it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  const container = navigator.serviceWorker
  // After load, so the worker's precache never competes with the first paint for bandwidth.
  window.addEventListener('load', () => {
    container
      .register(`${base}sw.js`, { scope: base })
      .then(controlled)
      .then((worker) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes(`${base}assets/`))
        worker.postMessage({ type: 'cache-assets', urls })
      })
      .catch(() => {
        // No worker means no offline shell; the app itself works the same.
      })
  })
}

/** The worker controlling this page; a first visit waits for the new worker's clients.claim(). */
function controlled(): Promise<ServiceWorker> {
  const container = navigator.serviceWorker
  return new Promise((resolve) => {
    if (container.controller) return resolve(container.controller)
    container.addEventListener('controllerchange', () => {
      if (container.controller) resolve(container.controller)
    })
  })
}
