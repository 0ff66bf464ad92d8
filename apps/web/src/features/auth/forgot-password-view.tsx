import { OTP_LENGTH } from '@mandi/domain'
import { Button, Form, TextField } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import './auth-form.css'
import { bindStepForm } from './step-form.ts'

export type ForgotField = 'mobile' | 'otp' | 'password'

export interface ForgotPasswordViewProps {
  readonly step: 0 | 1
  readonly values: Readonly<Record<ForgotField, string>>
  /** Translated §5 messages at the fields. */
  readonly errors: Partial<Record<ForgotField, string>>
  /** The OTP send or the reset is in flight: the fields are read-only meanwhile. */
  readonly busy: boolean
  readonly onChange: (field: ForgotField, value: string) => void
  readonly onSendOtp: () => void
  readonly onSubmit: () => void
  readonly onBack: () => void
}

/** /forgotpass 'Find My Password' (spec §2): the mobile number, then the SMS code and a new password. */
export function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const t = useT()
  const { step, values, errors, busy } = props
  const { field, submit } = bindStepForm({
    values,
    errors,
    busy,
    onChange: props.onChange,
    isLastStep: step === 1,
    onAdvance: props.onSendOtp,
    onFinish: props.onSubmit,
  })
  return (
    <section className="screen auth-form">
      <h1 className="screen__title">{t('auth.forgot.title')}</h1>
      <Form className="auth-form__fields" busy={busy} onSubmit={submit}>
        <TextField
          label={t('auth.forgot.mobile')}
          name="mob"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          readOnly={step === 1}
          {...field('mobile')}
        />
        {step === 1 && (
          <>
            <TextField
              label={t('auth.forgot.otp')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              {...field('otp')}
            />
            <TextField
              label={t('auth.forgot.password')}
              name="pass"
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
          </>
        )}
        <Button type="submit" block loading={busy}>
          {step === 0 ? t('auth.forgot.sendOtp') : t('auth.forgot.submit')}
        </Button>
        {step === 1 && (
          <Button variant="secondary" block disabled={busy} onClick={props.onBack}>
            {t('auth.forgot.back')}
          </Button>
        )}
      </Form>
      <nav className="auth-form__links">
        <Link to="/login">{t('auth.forgot.toLogin')}</Link>
      </nav>
    </section>
  )
}
