import { saveData } from '../network/save-data.ts'
import { announceUpdateReady } from './update-ready.ts'

/** How often an open app asks whether a new build was deployed (a hash route change loads no page). */
const UPDATE_CHECK_MS = 30 * 60 * 1000

/**
 * Registers sw.js (scope /app/; built from ./sw.js by build/precache-manifest.ts) in production builds only:
 * in dev, Vite serves unhashed modules that a cache-first worker would pin. The worker precaches the shell
 * and every hashed file of the build during its install, so the page hands it nothing.
 *
 * A page that was already controlled when a new worker takes over is running the previous build: it is told
 * (announceUpdateReady), and keeps working meanwhile, since the new worker keeps the previous build's files.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  const container = navigator.serviceWorker
  const hadController = container.controller !== null
  // After load, so the worker's precache never competes with the first paint for bandwidth.
  window.addEventListener('load', () => {
    // Saving data, the worker caches only what is used instead of the whole build (see sw.js).
    const script = saveData ? `${base}sw.js?save-data=on` : `${base}sw.js`
    container.register(script, { scope: base }).then(
      (registration) => {
        const check = () => registration.update().catch(() => undefined)
        setInterval(check, UPDATE_CHECK_MS)
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check()
        })
      },
      () => {
        // No worker means no offline shell; the app itself works the same.
      },
    )
  })
  // The first worker taking control of a fresh page is not an update; a later takeover is.
  let controlled = hadController
  container.addEventListener('controllerchange', () => {
    if (controlled) announceUpdateReady()
    controlled = true
  })
}
