/**
 * Registers sw.js (scope /app/; built from ./sw.js by build/precache-manifest.ts) in production builds only:
 * in dev, Vite serves unhashed modules that a cache-first worker would pin. The worker precaches the shell
 * and every hashed file of the build during its install, so the page hands it nothing.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  // After load, so the worker's precache never competes with the first paint for bandwidth.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {
      // No worker means no offline shell; the app itself works the same.
    })
  })
}
