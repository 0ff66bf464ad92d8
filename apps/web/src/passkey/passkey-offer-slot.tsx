import { lazy, Suspense } from 'react'
import { passkeyOfferPending } from './support.ts'

// The offer shows once, after a password sign-in: its code (the passkey calls, its strings) loads only then,
// so /home's first load carries none of it on every other visit (issue 16's budget; split-imports.test.ts).
const PasskeyOffer = lazy(() =>
  import('./passkey-offer.tsx').then((module) => ({ default: module.PasskeyOffer })),
)

/** Where /home shows the offer to turn fingerprint sign-in on, when one is pending. */
export function PasskeyOfferSlot() {
  if (!passkeyOfferPending()) return null
  return (
    <Suspense fallback={null}>
      <PasskeyOffer />
    </Suspense>
  )
}
