import type { PasskeyProblem } from '@mandi/state-machines'
import { Button, Form, Notice, TextField } from '@mandi/ui-kit'
import { Link } from 'wouter'
import type { Locale } from '../../i18n/catalogue.ts'
import { useT } from '../../i18n/i18n.tsx'
import { LanguageChoice } from './language-choice.tsx'
import './login-view.css'

export interface LoginViewProps {
  readonly userId: string
  readonly password: string
  /** Spec §2/§5: enabled once the ID is present and the password has 6 characters or more. */
  readonly canSubmit: boolean
  /** Sign-in in flight: the fields are read-only (ui-kit Form busy) and the button spins. */
  readonly submitting: boolean
  readonly onUserIdChange: (value: string) => void
  readonly onPasswordChange: (value: string) => void
  readonly onSubmit: () => void
  /** The language shown; picking another switches the screen in place (issue 20: chosen before sign-in). */
  readonly locale: Locale
  readonly onLocale: (locale: Locale) => void
  /** Issue 28: "Sign in with fingerprint", shown when the browser has a platform authenticator. */
  readonly fingerprint?: boolean
  /** The fingerprint prompt is up (the form stays, read-only). */
  readonly fingerprintBusy?: boolean
  /** Why the last fingerprint sign-in did not complete; what was typed stays. */
  readonly passkeyProblem?: PasskeyProblem | null
  readonly onFingerprint?: () => void
  /** The User ID field got focus: where the browser offers passkeys in its autofill, they are asked for. */
  readonly onUserIdFocus?: () => void
}

const PROBLEM_TEXT = {
  cancelled: 'auth.login.fingerprintProblem.cancelled',
  noAuthenticator: 'auth.login.fingerprintProblem.noAuthenticator',
  unknownPasskey: 'auth.login.fingerprintProblem.unknownPasskey',
  timeout: 'auth.login.fingerprintProblem.timeout',
  failed: 'auth.login.fingerprintProblem.failed',
  network: 'auth.login.fingerprintProblem.network',
} as const

/** The /login form: pure props in, events out (stories render it with fixtures). */
export function LoginView(props: LoginViewProps) {
  const t = useT()
  return (
    <section className="screen login">
      <LanguageChoice value={props.locale} onChange={props.onLocale} />
      <h1 className="screen__title">{t('auth.login.title')}</h1>
      <p className="login__subtitle">{t('auth.login.subtitle')}</p>
      {props.passkeyProblem && <Notice role="alert">{t(PROBLEM_TEXT[props.passkeyProblem])}</Notice>}
      <Form
        className="login__form"
        busy={props.submitting}
        onSubmit={() => {
          if (props.canSubmit) props.onSubmit()
        }}
      >
        <TextField
          label={t('auth.login.userId')}
          name="mob"
          inputMode="numeric"
          // `webauthn`: the browser may offer the phone's passkeys in this field's autofill (issue 28).
          autoComplete="username webauthn"
          onFocus={props.onUserIdFocus}
          value={props.userId}
          // The User ID is numeric (spec §2); other characters are dropped as they are typed.
          onChange={(value) => props.onUserIdChange(value.replace(/\D+/g, ''))}
        />
        <TextField
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={props.password}
          onChange={props.onPasswordChange}
        />
        <Button
          type="submit"
          block
          disabled={!props.canSubmit}
          loading={props.submitting && !props.fingerprintBusy}
        >
          {t('auth.login.submit')}
        </Button>
        {props.fingerprint && (
          <Button
            block
            variant="secondary"
            loading={props.fingerprintBusy}
            disabled={props.submitting && !props.fingerprintBusy}
            onClick={props.onFingerprint}
          >
            {t('auth.login.fingerprint')}
          </Button>
        )}
        {props.fingerprintBusy && (
          <p className="login__waiting" aria-live="polite">
            {t('auth.login.fingerprintWaiting')}
          </p>
        )}
      </Form>
      <div className="login__links">
        <Link to="/forgotpass">{t('auth.login.forgot')}</Link>
        <Link to="/signin">{t('auth.login.register')}</Link>
      </div>
    </section>
  )
}
