import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { loadScreenStrings } from '../i18n/catalogue.ts'
import { withChunkRecovery } from '../service-worker/chunk-recovery.ts'
import type { ScreenLoader } from './route-entry.ts'

// One React.lazy per loader: routes sharing a loader (aliases) share the component and its chunk, and a
// lazy component is never recreated between renders (that would remount the screen).
const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>()

export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(load)
  if (!component) {
    // A screen renders once its strings are there in the reader's language (its chunk adds their English;
    // Hindi ones are chunks of their own), so no text flashes in another language or as a key.
    const recovering = withChunkRecovery(async () => {
      const screen = await load()
      await loadScreenStrings()
      return screen
    })
    component = lazy(async () => ({ default: await recovering() }))
    cache.set(load, component)
  }
  return component
}

/** Forgets a loader's component after its chunk failed, so the next render fetches the chunk again. */
export function forgetScreen(load: ScreenLoader): void {
  cache.delete(load)
}
