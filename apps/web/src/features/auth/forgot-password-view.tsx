import { OTP_LENGTH } from '@mandi/domain'
import { TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { AuthStepForm } from './auth-step-form.tsx'

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
  const { step } = props
  return (
    <AuthStepForm
      values={props.values}
      errors={props.errors}
      busy={props.busy}
      onChange={props.onChange}
      isLastStep={step === 1}
      onAdvance={props.onSendOtp}
      onFinish={props.onSubmit}
      title={t('auth.forgot.title')}
      submitLabel={step === 0 ? t('auth.forgot.sendOtp') : t('auth.forgot.submit')}
      back={step === 1 ? { label: t('auth.forgot.back'), onBack: props.onBack } : undefined}
      link={{ to: '/login', label: t('auth.forgot.toLogin') }}
    >
      {(field) => (
        <>
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
        </>
      )}
    </AuthStepForm>
  )
}
