import { useState } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { opsApi } from '../api/ops-api.ts'
import type { StoredSession } from '../api/session.ts'
import { AuditScreen } from '../features/audit/audit-screen.tsx'
import { InboxScreen } from '../features/inbox/inbox-screen.tsx'
import { useT } from '../i18n/i18n.tsx'
import { useSession } from '../session/session-context.tsx'
import { ConsoleFrame } from './console-frame.tsx'

/** Where a role starts: support in the inbox; finance in the audit log until its queues come (phase B). */
export const homeOf = (session: StoredSession) => (session.operator.role === 'support' ? '/inbox' : '/audit')

const id = (value: string | undefined) => (value && /^[0-9]{1,12}$/.test(value) ? Number(value) : null)

/** The signed-in console: the frame, and the pages the operator's role opens (the server checks it too). */
export function SignedIn({ session }: { session: StoredSession }) {
  const t = useT()
  const { end, update } = useSession()
  const [location] = useLocation()
  const [availabilityBusy, setAvailabilityBusy] = useState(false)
  const [availabilityFailed, setAvailabilityFailed] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const support = session.operator.role === 'support'
  const current = location.startsWith('/inbox') ? 'inbox' : location.startsWith('/audit') ? 'audit' : 'other'

  return (
    <ConsoleFrame
      operator={session.operator}
      current={current}
      availabilityBusy={availabilityBusy}
      availabilityFailed={availabilityFailed}
      onAvailableChange={(available) => {
        setAvailabilityBusy(true)
        setAvailabilityFailed(false)
        opsApi.setAvailable(available).then(
          (operator) => {
            update(operator)
            setAvailabilityBusy(false)
          },
          () => {
            setAvailabilityBusy(false)
            setAvailabilityFailed(true)
          },
        )
      }}
      signingOut={signingOut}
      onSignOut={() => {
        setSigningOut(true)
        // The session ends on the server first; signed out here whatever it answers (a dead session is over).
        opsApi.signOut().finally(() => end('signed-out'))
      }}
    >
      <Switch>
        <Route path="/">
          <Redirect to={homeOf(session)} replace />
        </Route>
        {support && <Route path="/inbox">{() => <InboxScreen open={null} />}</Route>}
        {support && (
          <Route path="/inbox/:userId/:agentId">
            {(params) => {
              const userId = id(params.userId)
              const agentId = id(params.agentId)
              return <InboxScreen open={userId !== null && agentId !== null ? { userId, agentId } : null} />
            }}
          </Route>
        )}
        <Route path="/audit">{() => <AuditScreen role={session.operator.role} />}</Route>
        <Route>
          <p>{t('shell.notFound')}</p>
        </Route>
      </Switch>
    </ConsoleFrame>
  )
}
