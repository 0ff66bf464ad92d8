import { Button, Form, TextField } from '@mandi/ui-kit'
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
}

/** The /login form: pure props in, events out (stories render it with fixtures). */
export function LoginView(props: LoginViewProps) {
  const t = useT()
  return (
    <section className="screen login">
      <LanguageChoice value={props.locale} onChange={props.onLocale} />
      <h1 className="screen__title">{t('auth.login.title')}</h1>
      <p className="login__subtitle">{t('auth.login.subtitle')}</p>
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
          autoComplete="username"
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
        <Button type="submit" block disabled={!props.canSubmit} loading={props.submitting}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      <div className="login__links">
        <Link to="/forgotpass">{t('auth.login.forgot')}</Link>
        <Link to="/signin">{t('auth.login.register')}</Link>
      </div>
    </section>
  )
}
