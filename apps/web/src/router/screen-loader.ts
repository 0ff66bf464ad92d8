import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ScreenLoader } from '../routes.ts'

// One React.lazy per loader: routes sharing a loader (aliases) share the component and its chunk, and a
// lazy component is never recreated between renders (that would remount the screen).
const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>()

export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(load)
  if (!component) {
    component = lazy(async () => ({ default: await load() }))
    cache.set(load, component)
  }
  return component
}
