import { SafeView } from './safe-view.tsx'

/** /safe container: static, nothing to load. */
export function SafeScreen() {
  return <SafeView />
}
