import { canSignIn } from '@mandi/domain'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { passkeyAutofillAvailable, platformAuthenticatorAvailable } from '../../passkey/support.ts'
import type { LoginActor, LoginDraft } from './login-flow.tsx'
import { LoginView } from './login-view.tsx'
import { useLanguageChoice } from './use-language-choice.ts'
import './strings.ts'

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
  readonly flow: FlowModule
  readonly actor: LoginActor
}

/**
 * /login container (spec §2). Before the first keystroke the form shows the mobile number kept by the
 * /settings log out (what the machine's readMobile reads) and an empty password; from the first keystroke
 * the login flow loads, and once it runs the login machine holds the form and the flow (LoginFlow, beside the
 * form). The screen renders the same one form throughout, reading the draft and then the machine, so the
 * fields are never replaced while the user types (focus and keys stay in them).
 */
export function LoginScreen() {
  const language = useLanguageChoice()
  const { toast } = useFeedback()
  const t = useT()
  const [draft, setDraft] = useState<LoginDraft>(() => ({
    id: readStored(STORAGE_KEYS.mob) ?? '',
    password: '',
    submit: false,
    passkey: false,
  }))
  const [running, setRunning] = useState<Running | null>(null)
  // The flow has taken the draft: from then on the machine holds the form.
  const [taken, setTaken] = useState(false)
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!running) return () => undefined
      const subscription = running.actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [running],
  )
  const snapshot = useSyncExternalStore(subscribe, () => (running ? running.actor.getSnapshot() : null))
  const machine = taken && running && snapshot ? { ...running, view: running.flow.loginView(snapshot) } : null
  // What the flow takes when it mounts: the latest draft, not the one of the render that started it.
  const draftRef = useRef(draft)
  const starting = useRef(false)
  const actorRef = useRef<LoginActor | null>(null)

  // Issue 28: "Sign in with fingerprint" when the phone has a fingerprint or screen lock the browser can use.
  // Where the browser offers passkeys in the field's autofill, the flow starts when the User ID field is first
  // focused, so its machine asks for them while the form is shown and /login's first load stays as small as
  // before (README: Decisions).
  const [fingerprint, setFingerprint] = useState(false)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    void platformAuthenticatorAvailable().then((available) => {
      if (mounted.current) setFingerprint(available)
    })
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
        setRunning({ flow, actor })
      })
      .catch(() => {
        starting.current = false
        // Offline before the flow was ever cached: Sign in says so, as a failed sign-in would.
        if (mounted.current && (draftRef.current.submit || draftRef.current.passkey)) {
          update({ ...draftRef.current, submit: false, passkey: false })
          toast(t('shell.error.network'))
        }
      })
  }

  return (
    <>
      <LoginView
        locale={language.locale}
        onLocale={language.onLocale}
        userId={machine ? machine.view.userId : draft.id}
        password={machine ? machine.view.password : draft.password}
        canSubmit={machine ? machine.view.canSubmit : canSignIn(draft.id, draft.password)}
        // Read-only while a Sign in waits for the flow, as while signing in.
        submitting={machine ? machine.view.submitting : draft.submit || draft.passkey === true}
        fingerprint={fingerprint}
        fingerprintBusy={machine ? machine.view.passkeyBusy : draft.passkey === true}
        passkeyProblem={machine ? machine.view.passkeyProblem : null}
        onFingerprint={() => {
          if (machine) return machine.flow.signInWithFingerprint(machine.actor)
          if (draftRef.current.submit || draftRef.current.passkey) return
          update({ ...draftRef.current, passkey: true })
          start()
        }}
        onUserIdFocus={() => {
          if (running || starting.current) return
          void passkeyAutofillAvailable().then((available) => {
            if (available && mounted.current) start()
          })
        }}
        onUserIdChange={(value) => {
          if (machine) return machine.flow.changeField(machine.actor, 'id', value)
          if (draftRef.current.submit) return
          update({ ...draftRef.current, id: value })
          start()
        }}
        onPasswordChange={(value) => {
          if (machine) return machine.flow.changeField(machine.actor, 'password', value)
          if (draftRef.current.submit) return
          update({ ...draftRef.current, password: value })
          start()
        }}
        onSubmit={() => {
          if (machine) return machine.flow.submitLogin(machine.actor)
          if (!canSignIn(draftRef.current.id, draftRef.current.password)) return
          update({ ...draftRef.current, submit: true })
          start()
        }}
      />
      {running && (
        <running.flow.LoginFlow
          actor={running.actor}
          takeDraft={() => draftRef.current}
          onTaken={() => setTaken(true)}
        />
      )}
    </>
  )
}
