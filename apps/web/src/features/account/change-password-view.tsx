import { maxLengthOf } from '@mandi/domain'
import { Button, Form, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import './account.css'

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword'

export interface ChangePasswordViewProps {
  readonly values: Readonly<Record<PasswordField, string>>
  /** Already translated messages, at their fields. */
  readonly errors: Partial<Record<PasswordField, string>>
  /** The change is in flight: the fields are read-only (ui-kit Form busy) and the button spins. */
  readonly submitting: boolean
  readonly onChange: (field: PasswordField, value: string) => void
  readonly onSubmit: () => void
}

const FIELDS = [
  { field: 'oldPassword', label: 'account.password.old', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'account.password.new', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'account.password.confirm', autoComplete: 'new-password' },
] as const

/** /changeloginpass (spec §2, §5): old, new and confirm, each 6 to 20 letters, digits or . * @. */
export function ChangePasswordView(props: ChangePasswordViewProps) {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.password.title')} />
      <Form className="account__form" busy={props.submitting} onSubmit={props.onSubmit}>
        {FIELDS.map((item) => (
          <TextField
            key={item.field}
            label={t(item.label)}
            type="password"
            autoComplete={item.autoComplete}
            hint={t('account.password.hint')}
            maxLength={maxLengthOf('password.change')}
            value={props.values[item.field]}
            error={props.errors[item.field]}
            onChange={(value) => props.onChange(item.field, value)}
          />
        ))}
        <Button type="submit" block loading={props.submitting}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </section>
  )
}
