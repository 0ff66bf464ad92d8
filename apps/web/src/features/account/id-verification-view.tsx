import type { RuleId } from '@mandi/domain'
import { maxLengthOf } from '@mandi/domain'
import { Button, Form, StatusPill, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LoadState } from '../../layout/load-states.tsx'
import './account.css'

export type IdVerificationField = 'pan' | 'fullName' | 'birthDate' | 'address' | 'pin' | 'city'
export type IdVerificationValues = Readonly<Record<IdVerificationField, string>>

const FIELDS = [
  { field: 'pan', label: 'account.verif.pan', rule: 'pan', inputMode: 'text', autoComplete: 'off' },
  {
    field: 'fullName',
    label: 'account.verif.fullName',
    rule: 'verification.fullName',
    inputMode: 'text',
    autoComplete: 'name',
  },
  {
    field: 'birthDate',
    label: 'account.verif.birthDate',
    rule: 'verification.birthDate',
    inputMode: 'numeric',
    autoComplete: 'bday',
  },
  {
    field: 'address',
    label: 'account.verif.address',
    rule: 'verification.address',
    inputMode: 'text',
    autoComplete: 'street-address',
  },
  {
    field: 'pin',
    label: 'account.verif.pin',
    rule: 'verification.pin',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  {
    field: 'city',
    label: 'account.verif.city',
    rule: 'verification.city',
    inputMode: 'text',
    autoComplete: 'address-level2',
  },
] as const satisfies readonly {
  field: IdVerificationField
  label: string
  rule: RuleId
  inputMode: string
  autoComplete: string
}[]

export interface IdVerificationViewProps {
  /** 'verified' shows the saved record; 'editing' the form. */
  readonly status: 'loading' | 'verified' | 'editing'
  /** The saved record, its date of birth already as DD/MM/YYYY. */
  readonly record?: IdVerificationValues
  /**
   * What the server says of the saved record (user/info's kyc_status): 'verified' (2), 'pending' (1, sent, not
   * yet reviewed) or 'refused' (3, with `refusal`, the reason, translated); null while that is not known, and
   * then no status is claimed.
   */
  readonly review?: 'verified' | 'pending' | 'refused' | null
  readonly refusal?: string
  /** A refused record: edit it and send it again. */
  readonly onEdit?: () => void
  /** What the fields show: the date of birth as typed (DD/MM/YYYY), not the wire's YYYYMMDD. */
  readonly values: IdVerificationValues
  /** Already translated §5 messages. */
  readonly errors: Partial<Record<IdVerificationField, string>>
  /** The verification is in flight: the fields are read-only (ui-kit Form busy) and the button spins. */
  readonly submitting: boolean
  readonly onChange: (field: IdVerificationField, value: string) => void
  readonly onSubmit: () => void
}

/**
 * /verif, the ID verification page (spec §2, §5): the form, or the saved record with its review status: Verified
 * only when the server has verified it (a saved record is not a verified one:
 * docs/decisions/0038-verif-not-verified-until-reviewed.md).
 */
export function IdVerificationView(props: IdVerificationViewProps) {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.verif.title')} />
      <LoadState status={props.status === 'loading' ? 'loading' : 'success'} lines={6}>
        {props.status === 'verified' && props.record ? (
          <>
            {props.review === 'verified' && <StatusPill label={t('account.verif.verified')} tone="success" />}
            {props.review === 'pending' && (
              <>
                <StatusPill label={t('account.verif.pending')} tone="warning" />
                <p className="account__muted">{t('account.review.waitingNote')}</p>
              </>
            )}
            {props.review === 'refused' && (
              <>
                <StatusPill label={t('account.review.refused')} tone="danger" />
                {props.refusal && (
                  <p role="alert">{t('account.review.refusedNote', { reason: props.refusal })}</p>
                )}
                {props.onEdit && (
                  <Button block onClick={props.onEdit}>
                    {t('account.review.resubmit')}
                  </Button>
                )}
              </>
            )}
            <dl className="account__facts">
              {FIELDS.map((item) => (
                <div key={item.field}>
                  <dt>{t(item.label)}</dt>
                  <dd>{props.record?.[item.field]}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <Form className="account__form" busy={props.submitting} onSubmit={props.onSubmit}>
            {FIELDS.map((item) => (
              <TextField
                key={item.field}
                label={t(item.label)}
                inputMode={item.inputMode}
                autoComplete={item.autoComplete}
                // Past its §5 length a field refuses the text with a message (ui-kit TextField). The date is
                // typed as DD/MM/YYYY and checked as a date, so it has no length of its own.
                {...(item.field === 'birthDate'
                  ? { placeholder: 'DD/MM/YYYY', hint: t('account.verif.birthDateHint') }
                  : { maxLength: maxLengthOf(item.rule) })}
                {...(item.field === 'pan' ? { hint: t('account.review.panHint') } : {})}
                value={props.values[item.field]}
                error={props.errors[item.field]}
                onChange={(value) =>
                  props.onChange(item.field, item.field === 'pan' ? value.toUpperCase() : value)
                }
              />
            ))}
            <Button type="submit" block loading={props.submitting}>
              {t('account.verif.submit')}
            </Button>
          </Form>
        )}
      </LoadState>
    </section>
  )
}
