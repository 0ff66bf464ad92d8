import { SafeView } from './safe-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

/** /safe container: static, nothing to load. */
export function SafeScreen() {
  return <SafeView />
}
