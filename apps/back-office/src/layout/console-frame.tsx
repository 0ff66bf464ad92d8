import { Button, StatusPill, ToggleChip } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { Operator } from '../api/schemas.ts'
import { useT } from '../i18n/i18n.tsx'
import './console-frame.css'

export interface ConsoleFrameProps {
  readonly operator: Operator
  readonly current: 'inbox' | 'queues' | 'audit' | 'other'
  /** A change of availability is on its way to the server. */
  readonly availabilityBusy: boolean
  readonly availabilityFailed: boolean
  readonly onAvailableChange: (available: boolean) => void
  readonly signingOut: boolean
  readonly onSignOut: () => void
  readonly children: ReactNode
}

/**
 * The frame of every signed-in page: the brand, the pages the operator's role opens, who is signed in, a
 * support operator's availability, and sign-out. On a narrow screen the header wraps onto more lines.
 */
export function ConsoleFrame(props: ConsoleFrameProps) {
  const t = useT()
  const { operator } = props
  const link = (to: string, page: ConsoleFrameProps['current'], label: string) => (
    <Link
      href={to}
      className="ops-frame__nav-link"
      aria-current={props.current === page ? 'page' : undefined}
    >
      {label}
    </Link>
  )
  return (
    <div className="ops-frame">
      <header className="ops-frame__header">
        <p className="ops-frame__brand">{t('shell.brand')}</p>
        <nav className="ops-frame__nav" aria-label={t('shell.nav.label')}>
          {operator.role === 'support' && link('/inbox', 'inbox', t('shell.nav.inbox'))}
          {operator.role === 'finance' && link('/queues/withdrawals', 'queues', t('shell.nav.queues'))}
          {link('/audit', 'audit', t('shell.nav.audit'))}
        </nav>
        <div className="ops-frame__who">
          <span className="ops-frame__name">
            {t('shell.signedInAs', { name: operator.name, role: t(`shell.role.${operator.role}`) })}
          </span>
          {operator.role === 'support' && (
            <>
              <StatusPill
                label={operator.available ? t('shell.available') : t('shell.away')}
                tone={operator.available ? 'success' : 'neutral'}
              />
              <ToggleChip
                pressed={operator.available}
                disabled={props.availabilityBusy}
                onClick={() => props.onAvailableChange(!operator.available)}
                aria-describedby="ops-availability-hint"
              >
                {t('shell.availability')}
              </ToggleChip>
            </>
          )}
          <Button variant="secondary" loading={props.signingOut} onClick={props.onSignOut}>
            {t('shell.signOut')}
          </Button>
        </div>
        {operator.role === 'support' && (
          <p id="ops-availability-hint" className="ops-frame__hint">
            {t('shell.availabilityHint')}
          </p>
        )}
        {props.availabilityFailed && (
          <p className="ops-frame__error" role="alert">
            {t('shell.availabilityFailed')}
          </p>
        )}
      </header>
      <main className="ops-frame__main">{props.children}</main>
    </div>
  )
}
