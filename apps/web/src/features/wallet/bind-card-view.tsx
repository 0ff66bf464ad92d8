import { Button, Form } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { type BankField, BankFields, type BankValues } from './bank-fields.tsx'
import './wallet.css'

export interface BindCardViewProps {
  readonly values: BankValues
  readonly errors: Partial<Record<BankField, string>>
  /** §2: on first binding the holder is prefilled from the user's name and cannot be edited. */
  readonly holderLocked: boolean
  /** The binding is in flight: the fields are read-only (ui-kit Form busy) and the button spins. */
  readonly submitting: boolean
  readonly onChange: (field: BankField, value: string) => void
  readonly onSubmit: () => void
}

/** /bind_card (spec §2): the first bank account binding. */
export function BindCardView(props: BindCardViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.bank.bindTitle')} />
      <Form className="wallet__form" busy={props.submitting} onSubmit={props.onSubmit}>
        <BankFields
          values={props.values}
          errors={props.errors}
          holderDisabled={props.holderLocked}
          onChange={props.onChange}
        />
        <Button type="submit" block loading={props.submitting}>
          {t('wallet.bank.submit')}
        </Button>
      </Form>
    </section>
  )
}
