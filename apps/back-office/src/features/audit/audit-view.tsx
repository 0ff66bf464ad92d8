import { Button, ToggleChip } from '@mandi/ui-kit'
import type { AuditScope } from '../../api/ops-api.ts'
import type { AuditEntry } from '../../api/schemas.ts'
import { formatWhen } from '../../format/time.ts'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import './audit.css'

export interface AuditViewProps {
  readonly status: 'loading' | 'error' | 'ready'
  readonly entries: readonly AuditEntry[]
  readonly scope: AuditScope
  /** Finance sees every operator's entries; support its own only (no choice shown). */
  readonly canSeeAll: boolean
  readonly onScopeChange: (scope: AuditScope) => void
  /** Another page may follow (the last one was full). */
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly onMore: () => void
  readonly onRetry: () => void
}

const ACTIONS: Record<string, string> = {
  'sign-in': tKey('audit.action.signIn'),
  'sign-in-refused': tKey('audit.action.signInRefused'),
  'sign-out': tKey('audit.action.signOut'),
  availability: tKey('audit.action.availability'),
  'conversation-read': tKey('audit.action.conversationRead'),
  answer: tKey('audit.action.answer'),
  'withdrawal-paid': tKey('audit.action.withdrawalPaid'),
  'withdrawal-refused': tKey('audit.action.withdrawalRefused'),
  'transfer-confirmed': tKey('audit.action.transferConfirmed'),
  'transfer-refused': tKey('audit.action.transferRefused'),
  'pan-verified': tKey('audit.action.panVerified'),
  'pan-refused': tKey('audit.action.panRefused'),
}

/** Before and after as the server recorded them: "key: value" per field, text left as it was written. */
export function describeState(value: unknown): string[] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object' || Array.isArray(value)) return [String(JSON.stringify(value))]
  return Object.entries(value as Record<string, unknown>).map(
    ([key, field]) => `${key}: ${typeof field === 'string' ? field : JSON.stringify(field)}`,
  )
}

/** The audit log, newest first: who did what, when, about what, and the state before and after. */
export function AuditView(props: AuditViewProps) {
  const t = useT()
  const state = (value: unknown) => {
    const lines = describeState(value)
    return lines.length === 0 ? (
      <span className="ops-audit__nothing">{t('audit.nothing')}</span>
    ) : (
      <ul className="ops-audit__state">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    )
  }
  return (
    <section className="ops-audit" aria-labelledby="ops-audit-title">
      <h1 id="ops-audit-title" className="ops-audit__title">
        {t('audit.title')}
      </h1>
      <p className="ops-audit__intro">{t(props.scope === 'all' ? 'audit.intro.all' : 'audit.intro.mine')}</p>
      {props.canSeeAll && (
        <fieldset className="ops-audit__scope">
          <legend>{t('audit.scope.label')}</legend>
          <ToggleChip pressed={props.scope === 'all'} onClick={() => props.onScopeChange('all')}>
            {t('audit.scope.all')}
          </ToggleChip>
          <ToggleChip pressed={props.scope === 'mine'} onClick={() => props.onScopeChange('mine')}>
            {t('audit.scope.mine')}
          </ToggleChip>
        </fieldset>
      )}
      {props.status === 'loading' && <LoadingBlock lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'ready' && props.entries.length === 0 && (
        <p className="ops-audit__intro">{t('audit.empty')}</p>
      )}
      {props.status === 'ready' && props.entries.length > 0 && (
        <table className="ops-audit__table">
          <thead>
            <tr>
              <th scope="col">{t('audit.columns.when')}</th>
              <th scope="col">{t('audit.columns.who')}</th>
              <th scope="col">{t('audit.columns.what')}</th>
              <th scope="col">{t('audit.columns.about')}</th>
              <th scope="col">{t('audit.columns.before')}</th>
              <th scope="col">{t('audit.columns.after')}</th>
            </tr>
          </thead>
          <tbody>
            {props.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('audit.columns.when')}>
                  <time dateTime={new Date(entry.at).toISOString()}>{formatWhen(entry.at)}</time>
                </td>
                <td data-label={t('audit.columns.who')}>
                  {entry.role === 'support' || entry.role === 'finance'
                    ? `${entry.actor} (${t(`shell.role.${entry.role}`)})`
                    : entry.actor}
                </td>
                <td data-label={t('audit.columns.what')}>
                  {ACTIONS[entry.action]
                    ? t(ACTIONS[entry.action] as string)
                    : t('audit.action.other', { action: entry.action })}
                </td>
                <td data-label={t('audit.columns.about')}>{entry.subject}</td>
                <td data-label={t('audit.columns.before')}>{state(entry.before)}</td>
                <td data-label={t('audit.columns.after')}>{state(entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.status === 'ready' && props.hasMore && (
        <Button variant="secondary" loading={props.loadingMore} onClick={props.onMore}>
          {t('audit.more')}
        </Button>
      )}
      {props.status === 'ready' && !props.hasMore && props.entries.length > 0 && (
        <p className="ops-audit__intro">{t('audit.end')}</p>
      )}
    </section>
  )
}
