import type { BaseLocationHook } from 'wouter'
import { Router } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { SignInScreen } from './features/sign-in/sign-in-screen.tsx'
import { I18nProvider } from './i18n/i18n.tsx'
import { SignedIn } from './layout/signed-in.tsx'
import { SessionProvider, useSession } from './session/session-context.tsx'

function Console() {
  const { session } = useSession()
  return session ? <SignedIn session={session} /> : <SignInScreen />
}

export interface AppProps {
  /** Tests pass wouter's memoryLocation hook; the console uses the hash under /ops/ (/ops/#/inbox). */
  readonly locationHook?: BaseLocationHook
}

/** The operators' console: i18n → session → router → the sign-in or the signed-in console. */
export function App({ locationHook = useHashLocation }: AppProps) {
  return (
    <I18nProvider>
      <SessionProvider>
        <Router hook={locationHook}>
          <Console />
        </Router>
      </SessionProvider>
    </I18nProvider>
  )
}
