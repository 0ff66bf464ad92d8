import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import './login-view.css'

export interface LoginViewProps {
  readonly userId: string
  readonly password: string
  /** Spec §2/§5: enabled once the ID is present and the password has 6 characters or more. */
  readonly canSubmit: boolean
  readonly submitting: boolean
  readonly onUserIdChange: (value: string) => void
  readonly onPasswordChange: (value: string) => void
  readonly onSubmit: () => void
}

/** The /login form: pure props in, events out (stories render it with fixtures). */
export function LoginView(props: LoginViewProps) {
  const t = useT()
  return (
    <section className="screen login">
      <h1 className="screen__title">{t('auth.login.title')}</h1>
      <p className="login__subtitle">{t('auth.login.subtitle')}</p>
      <form
        className="login__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (props.canSubmit && !props.submitting) props.onSubmit()
        }}
      >
        <label className="login__field">
          <span className="login__label">{t('auth.login.userId')}</span>
          <input
            className="login__input"
            name="mob"
            inputMode="numeric"
            autoComplete="username"
            value={props.userId}
            // The User ID is numeric (spec §2); other characters are dropped as they are typed.
            onChange={(event) => props.onUserIdChange(event.target.value.replace(/\D+/g, ''))}
          />
        </label>
        <label className="login__field">
          <span className="login__label">{t('auth.login.password')}</span>
          <input
            className="login__input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={props.password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
          />
        </label>
        <button
          className="login__submit"
          type="submit"
          disabled={!props.canSubmit || props.submitting}
          aria-busy={props.submitting || undefined}
        >
          {props.submitting ? t('shell.common.loading') : t('auth.login.submit')}
        </button>
      </form>
      <nav className="login__links">
        <Link to="/forgotpass">{t('auth.login.forgot')}</Link>
        <Link to="/signin">{t('auth.login.register')}</Link>
      </nav>
    </section>
  )
}
