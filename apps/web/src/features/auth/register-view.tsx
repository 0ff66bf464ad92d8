import { Button, OtpInput, TextField } from '@mandi/ui-kit'
import type { Locale } from '../../i18n/catalogue.ts'
import { useT } from '../../i18n/i18n.tsx'
import { AuthStepForm } from './auth-step-form.tsx'
import { LanguageChoice } from './language-choice.tsx'

export type RegisterField = 'name' | 'email' | 'password' | 'mobile' | 'inviteCode' | 'otp'

export interface RegisterViewProps {
  readonly step: 0 | 1 | 2
  readonly values: Readonly<Record<RegisterField, string>>
  /** Translated messages at the fields (§5 rules, or the server's info from the availability checks). */
  readonly errors: Partial<Record<RegisterField, string>>
  /** A check, the OTP send or the registration is in flight: the fields are read-only meanwhile. */
  readonly busy: boolean
  /** Seconds until Resend is offered again; 0 when it is. */
  readonly resendIn: number
  readonly resending: boolean
  readonly onChange: (field: RegisterField, value: string) => void
  readonly onNext: () => void
  readonly onBack: () => void
  readonly onSubmit: () => void
  readonly onResend: () => void
  /** The language shown; picking another switches the screen in place, keeping what was typed. */
  readonly locale: Locale
  readonly onLocale: (locale: Locale) => void
}

const TITLES = ['auth.register.stepAccount', 'auth.register.stepMobile', 'auth.register.stepOtp'] as const

/** /signin and /reg (spec §2): three steps; every field keeps what was typed when a step fails. */
export function RegisterView(props: RegisterViewProps) {
  const t = useT()
  const { step, values, errors } = props
  return (
    <AuthStepForm
      values={values}
      errors={errors}
      busy={props.busy}
      onChange={props.onChange}
      isLastStep={step === 2}
      onAdvance={props.onNext}
      onFinish={props.onSubmit}
      top={<LanguageChoice value={props.locale} onChange={props.onLocale} />}
      title={t('auth.register.title')}
      intro={
        <p className="auth-form__step">
          {t('auth.register.step', { n: step + 1 })} · {t(TITLES[step])}
        </p>
      }
      submitLabel={
        step === 0
          ? t('auth.register.next')
          : step === 1
            ? t('auth.register.sendOtp')
            : t('auth.register.submit')
      }
      back={step > 0 ? { label: t('auth.register.back'), onBack: props.onBack } : undefined}
      link={{ to: '/login', label: t('auth.register.haveAccount') }}
    >
      {(field) => (
        <>
          {step === 0 && (
            <>
              <TextField label={t('auth.register.name')} name="name" autoComplete="name" {...field('name')} />
              <TextField
                label={t('auth.register.email')}
                name="email"
                type="email"
                autoComplete="email"
                {...field('email')}
              />
              <TextField
                label={t('auth.register.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                {...field('password')}
              />
            </>
          )}
          {step === 1 && (
            <>
              <TextField
                label={t('auth.register.mobile')}
                name="mob"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                {...field('mobile')}
              />
              <TextField
                label={t('auth.register.inviteCode')}
                name="invite_code"
                autoComplete="off"
                {...field('inviteCode')}
              />
            </>
          )}
          {step === 2 && (
            <>
              <p className="auth-form__hint">{t('auth.register.otpHint', { mobile: values.mobile })}</p>
              <OtpInput
                label={t('auth.register.otp')}
                value={values.otp}
                error={errors.otp}
                onChange={(value) => props.onChange('otp', value)}
              />
              <Button
                variant="ghost"
                className="auth-form__resend"
                disabled={props.resendIn > 0}
                loading={props.resending}
                onClick={props.onResend}
              >
                {props.resendIn > 0
                  ? t('auth.register.resendIn', { seconds: props.resendIn })
                  : t('auth.register.resend')}
              </Button>
            </>
          )}
        </>
      )}
    </AuthStepForm>
  )
}
