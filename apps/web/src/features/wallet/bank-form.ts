import type { BankAccountForm } from '@mandi/api-client'
import type { BankValues } from './bank-fields.tsx'

/** The bank fields as bank/create and bank/update take them, with the spaces typed around them dropped. */
export function bankForm(values: BankValues): BankAccountForm {
  return {
    accountHolder: values.holder.trim(),
    bankAccount: values.account.trim(),
    ifsc: values.ifsc.trim(),
    bankName: values.bankName.trim(),
  }
}
