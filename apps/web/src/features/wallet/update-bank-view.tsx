import { maxLengthOf } from '@mandi/domain'
import { Button, Form, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { ruleText } from '../../messages/rule-text.ts'
import { type BankField, BankFields, type BankValues } from './bank-fields.tsx'
import { BankLoadState, type BankLoadStatus } from './bank-load-state.tsx'
import './wallet.css'

export interface UpdateBankViewProps {
  readonly status: BankLoadStatus
  readonly errorText?: string
  readonly onRetry: () => void
  /** §4: step 0 sends the OTP; step 1 (after a status-1 answer) takes the OTP and submits. */
  readonly step: 0 | 1
  readonly values: BankValues
  readonly otp: string
  readonly errors: Partial<Record<BankField | 'otp', string>>
  /** The OTP send or the update is in flight (or done): the fields are read-only meanwhile. */
  readonly busy: boolean
  readonly onChange: (field: BankField | 'otp', value: string) => void
  readonly onSendOtp: () => void
  readonly onSubmit: () => void
}

/** /update_bank (spec §2, §4, §5): the bound account's form with the OTP step. */
export function UpdateBankView(props: UpdateBankViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.bank.updateTitle')} />
      <BankLoadState
        status={props.status}
        noBankText={t('wallet.bank.noBank')}
        errorText={props.errorText}
        onRetry={props.onRetry}
      >
        <Form
          className="wallet__form"
          busy={props.busy}
          onSubmit={() => {
            if (props.step === 0) props.onSendOtp()
            else props.onSubmit()
          }}
        >
          <BankFields
            values={props.values}
            errors={props.errors}
            holderDisabled={false}
            onChange={props.onChange}
          />
          {props.step === 1 && (
            <TextField
              label={t('wallet.bank.otp')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={t('wallet.bank.otpSent')}
              value={props.otp}
              maxLength={maxLengthOf('bankUpdate.otp')}
              error={ruleText(t, props.errors.otp)}
              onChange={(value) => props.onChange('otp', value.replace(/\D/g, ''))}
            />
          )}
          <Button type="submit" block loading={props.busy}>
            {props.step === 0 ? t('wallet.bank.sendOtp') : t('wallet.bank.submit')}
          </Button>
        </Form>
      </BankLoadState>
    </section>
  )
}
