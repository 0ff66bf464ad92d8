import { canSignIn } from '@mandi/domain'
import { useEffect, useRef, useState } from 'react'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import type { LoginActor, LoginDraft } from './login-flow.tsx'
import { LoginView } from './login-view.tsx'
import { useLanguageChoice } from './use-language-choice.ts'

// The login machine and XState (~14 KB gzip) are not needed to paint the form (issue 16: initial JS of
// /login). The flow loads with the first keystroke (or Sign in), as the sign-in call already did; until it
// runs, the form keeps what is typed here and hands it over (login-flow.tsx: startLoginFlow). A failed load
// is forgotten so the next keystroke or Sign in tries again.
type FlowModule = typeof import('./login-flow.tsx')
let flowModule: Promise<FlowModule> | undefined
function loadFlow() {
  flowModule ??= import('./login-flow.tsx').catch((error: unknown) => {
    flowModule = undefined
    throw error
  })
  return flowModule
}

interface Running {
  readonly Flow: FlowModule['LoginFlow']
  readonly actor: LoginActor
}

/**
 * /login container (spec §2). Before the first keystroke the form shows the mobile number kept by the
 * /settings log out (what the machine's readMobile reads) and an empty password; from the first keystroke
 * the login flow loads, and once it runs the login machine holds the form and the flow (LoginFlow).
 */
export function LoginScreen() {
  const language = useLanguageChoice()
  const { toast } = useFeedback()
  const t = useT()
  const [draft, setDraft] = useState<LoginDraft>(() => ({
    id: readStored(STORAGE_KEYS.mob) ?? '',
    password: '',
    submit: false,
  }))
  const [running, setRunning] = useState<Running | null>(null)
  // What the flow takes when it mounts: the latest draft, not the one of the render that started it.
  const draftRef = useRef(draft)
  const starting = useRef(false)
  const actorRef = useRef<LoginActor | null>(null)

  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      actorRef.current?.stop()
    }
  }, [])

  const update = (next: LoginDraft) => {
    draftRef.current = next
    setDraft(next)
  }

  const start = () => {
    if (starting.current) return
    starting.current = true
    loadFlow()
      .then(async (flow) => {
        const actor = await flow.startLoginFlow()
        if (!mounted.current) {
          actor.stop()
          return
        }
        actorRef.current = actor
        setRunning({ Flow: flow.LoginFlow, actor })
      })
      .catch(() => {
        starting.current = false
        // Offline before the flow was ever cached: Sign in says so, as a failed sign-in would.
        if (mounted.current && draftRef.current.submit) {
          update({ ...draftRef.current, submit: false })
          toast(t('shell.error.network'))
        }
      })
  }

  const form = (
    <LoginView
      locale={language.locale}
      onLocale={language.onLocale}
      userId={draft.id}
      password={draft.password}
      canSubmit={canSignIn(draft.id, draft.password)}
      // Read-only while a Sign in waits for the flow, as while signing in.
      submitting={draft.submit}
      onUserIdChange={(value) => {
        if (draftRef.current.submit) return
        update({ ...draftRef.current, id: value })
        start()
      }}
      onPasswordChange={(value) => {
        if (draftRef.current.submit) return
        update({ ...draftRef.current, password: value })
        start()
      }}
      onSubmit={() => {
        if (!canSignIn(draftRef.current.id, draftRef.current.password)) return
        update({ ...draftRef.current, submit: true })
        start()
      }}
    />
  )
  if (!running) return form
  return (
    <running.Flow
      actor={running.actor}
      takeDraft={() => draftRef.current}
      locale={language.locale}
      onLocale={language.onLocale}
    >
      {form}
    </running.Flow>
  )
}
