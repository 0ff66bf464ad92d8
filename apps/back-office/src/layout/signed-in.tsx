import { Schema } from 'effect'
import { useState } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { opsApi } from '../api/ops-api.ts'
import { MoneyQueue } from '../api/schemas.ts'
import type { StoredSession } from '../api/session.ts'
import { AuditScreen } from '../features/audit/audit-screen.tsx'
import { InboxScreen } from '../features/inbox/inbox-screen.tsx'
import { QueuesScreen } from '../features/queues/queues-screen.tsx'
import { useT } from '../i18n/i18n.tsx'
import { useSession } from '../session/session-context.tsx'
import { ConsoleFrame } from './console-frame.tsx'

/** Where a role starts: support in the inbox; finance in the money queues. */
export const homeOf = (session: StoredSession) =>
  session.operator.role === 'support' ? '/inbox' : '/queues/withdrawals'

const isMoneyQueue = Schema.is(MoneyQueue)

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
  const finance = session.operator.role === 'finance'
  const current = location.startsWith('/inbox')
    ? 'inbox'
    : location.startsWith('/audit')
      ? 'audit'
      : location.startsWith('/queues')
        ? 'queues'
        : 'other'

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
        {finance && (
          <Route path="/queues">
            <Redirect to="/queues/withdrawals" replace />
          </Route>
        )}
        {finance && (
          <Route path="/queues/:queue">
            {(params) =>
              isMoneyQueue(params.queue) ? (
                <QueuesScreen queue={params.queue} />
              ) : (
                <p>{t('shell.notFound')}</p>
              )
            }
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
