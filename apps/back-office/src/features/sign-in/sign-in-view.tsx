import { Button, Form, Notice, OtpInput, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import './sign-in.css'

/** Why the last attempt did not sign in; the view says it in words. */
export type SignInProblem =
  | { readonly kind: 'credentials' | 'wrong-code' | 'expired' | 'network' | 'missing' | 'code-length' }
  | { readonly kind: 'wait'; readonly seconds: number }

export interface SignInViewProps {
  readonly step: 'password' | 'code'
  readonly login: string
  readonly password: string
  readonly code: string
  readonly busy: boolean
  readonly problem: SignInProblem | null
  /** Said above the form: the operator signed out, or the server ended the session. */
  readonly notice: 'signed-out' | 'session-ended' | null
  readonly onLoginChange: (value: string) => void
  readonly onPasswordChange: (value: string) => void
  readonly onCodeChange: (value: string) => void
  readonly onSubmitPassword: () => void
  readonly onSubmitCode: () => void
  readonly onStartAgain: () => void
}

const problemKey = {
  credentials: 'signIn.errors.credentials',
  'wrong-code': 'signIn.errors.wrongCode',
  expired: 'signIn.errors.expired',
  network: 'signIn.errors.network',
  missing: 'signIn.errors.missing',
  'code-length': 'signIn.errors.codeLength',
  wait: 'signIn.errors.wait',
} as const

/** The console's sign-in: login and password, then the one-time code. Nothing typed is lost on a refusal. */
export function SignInView(props: SignInViewProps) {
  const t = useT()
  const problem = props.problem
  const problemText = problem
    ? t(problemKey[problem.kind], problem.kind === 'wait' ? { seconds: problem.seconds } : undefined)
    : null
  return (
    <main className="ops-sign-in">
      <section className="ops-sign-in__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="ops-sign-in__title">
          {t('signIn.title')}
        </h1>
        {props.notice && (
          <Notice role="status">
            {t(props.notice === 'signed-out' ? 'signIn.signedOut' : 'signIn.sessionEnded')}
          </Notice>
        )}
        {props.step === 'password' ? (
          <Form
            busy={props.busy}
            onSubmit={(event) => {
              event.preventDefault()
              props.onSubmitPassword()
            }}
          >
            <p className="ops-sign-in__intro">{t('signIn.intro')}</p>
            <TextField
              label={t('signIn.login')}
              value={props.login}
              onChange={props.onLoginChange}
              autoComplete="username"
              maxLength={64}
              autoFocus
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              value={props.password}
              onChange={props.onPasswordChange}
              autoComplete="current-password"
              maxLength={128}
            />
            {problemText && (
              <p className="ops-sign-in__error" role="alert">
                {problemText}
              </p>
            )}
            <Button type="submit" block loading={props.busy}>
              {t('signIn.continue')}
            </Button>
          </Form>
        ) : (
          <Form
            busy={props.busy}
            onSubmit={(event) => {
              event.preventDefault()
              props.onSubmitCode()
            }}
          >
            <h2 className="ops-sign-in__step">{t('signIn.codeTitle')}</h2>
            <p className="ops-sign-in__intro">{t('signIn.codeIntro')}</p>
            <OtpInput label={t('signIn.code')} value={props.code} onChange={props.onCodeChange} />
            {problemText && (
              <p className="ops-sign-in__error" role="alert">
                {problemText}
              </p>
            )}
            <Button type="submit" block loading={props.busy}>
              {t('signIn.signIn')}
            </Button>
            <Button variant="ghost" block onClick={props.onStartAgain}>
              {t('signIn.startAgain')}
            </Button>
          </Form>
        )}
      </section>
    </main>
  )
}
