import { maxLengthOf } from '@mandi/domain'
import { TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { ruleText } from '../../messages/rule-text.ts'

export type BankField = 'holder' | 'account' | 'ifsc' | 'bankName'

export interface BankValues {
  readonly holder: string
  readonly account: string
  readonly ifsc: string
  readonly bankName: string
}

export interface BankFieldsProps {
  readonly values: BankValues
  /** §5 messages from the machine (English from the domain), translated here. */
  readonly errors: Partial<Record<BankField, string>>
  readonly holderDisabled: boolean
  readonly onChange: (field: BankField, value: string) => void
}

/** Holder, account, IFSC and bank name with the §5 maximum lengths (20, 20, 11, 20), shared by both forms. */
export function BankFields({ values, errors, holderDisabled, onChange }: BankFieldsProps) {
  const t = useT()
  return (
    <>
      <TextField
        label={t('wallet.bank.holder')}
        name="account_holder"
        autoComplete="name"
        value={values.holder}
        disabled={holderDisabled}
        maxLength={maxLengthOf('bankUpdate.holder')}
        error={ruleText(t, errors.holder)}
        onChange={(value) => onChange('holder', value)}
      />
      <TextField
        label={t('wallet.bank.account')}
        name="bank_account"
        inputMode="numeric"
        value={values.account}
        maxLength={maxLengthOf('bankUpdate.account')}
        error={ruleText(t, errors.account)}
        onChange={(value) => onChange('account', value)}
      />
      <TextField
        label={t('wallet.bank.ifsc')}
        name="ifsc"
        autoCapitalize="characters"
        value={values.ifsc}
        maxLength={maxLengthOf('bankUpdate.ifsc')}
        error={ruleText(t, errors.ifsc)}
        onChange={(value) => onChange('ifsc', value.toUpperCase())}
      />
      <TextField
        label={t('wallet.bank.bankName')}
        name="bank_name"
        value={values.bankName}
        maxLength={maxLengthOf('bankUpdate.bankName')}
        error={ruleText(t, errors.bankName)}
        onChange={(value) => onChange('bankName', value)}
      />
      <p className="wallet__notice">{t('wallet.rule.bindOnce')}</p>
    </>
  )
}
