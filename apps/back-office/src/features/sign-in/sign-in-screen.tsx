import { useState } from 'react'
import { opsApi } from '../../api/ops-api.ts'
import { OpsApiError } from '../../api/ops-error.ts'
import { useSession } from '../../session/session-context.tsx'
import { type SignInProblem, SignInView } from './sign-in-view.tsx'

function problemOf(error: unknown, step: 'password' | 'code'): SignInProblem {
  if (!(error instanceof OpsApiError) || error.status === 0) return { kind: 'network' }
  if (error.status === 429) return { kind: 'wait', seconds: error.retryAfterSeconds ?? 1 }
  if (error.reason === 'expired') return { kind: 'expired' }
  return { kind: step === 'password' ? 'credentials' : 'wrong-code' }
}

/** The sign-in container: the two steps against /ops/api, then the session begins. */
export function SignInScreen() {
  const { begin, notice } = useSession()
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [challenge, setChallenge] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<SignInProblem | null>(null)

  const submitPassword = () => {
    if (login.trim() === '' || password === '') return setProblem({ kind: 'missing' })
    setBusy(true)
    setProblem(null)
    opsApi.signIn(login.trim(), password).then(
      (answer) => {
        setBusy(false)
        setChallenge(answer.challenge)
        setCode('')
        setStep('code')
      },
      (error: unknown) => {
        setBusy(false)
        setProblem(problemOf(error, 'password'))
      },
    )
  }

  const submitCode = () => {
    if (code.length !== 6) return setProblem({ kind: 'code-length' })
    setBusy(true)
    setProblem(null)
    opsApi.confirmCode(challenge, code).then(
      (answer) => begin({ token: answer.token, expiresAt: answer.expiresAt, operator: answer.operator }),
      (error: unknown) => {
        setBusy(false)
        const next = problemOf(error, 'code')
        setProblem(next)
        // The sign-in is used up: back to the password, which is still typed in.
        if (next.kind === 'expired') setStep('password')
      },
    )
  }

  return (
    <SignInView
      step={step}
      login={login}
      password={password}
      code={code}
      busy={busy}
      problem={problem}
      notice={problem ? null : notice}
      onLoginChange={setLogin}
      onPasswordChange={setPassword}
      onCodeChange={setCode}
      onSubmitPassword={submitPassword}
      onSubmitCode={submitCode}
      onStartAgain={() => {
        setStep('password')
        setProblem(null)
        setCode('')
      }}
    />
  )
}
