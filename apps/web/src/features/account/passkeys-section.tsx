import type { Passkey } from '@mandi/api-client'
import type { PasskeyProblem } from '@mandi/state-machines'
import { useEffect, useRef, useState } from 'react'
import { type AnyActorRef, createActor, toPromise as settled } from 'xstate'
import { errorText } from '../../api/api-error.ts'
import { passkeyApi } from '../../api/calls/passkey.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { moneyConfirm } from '../../passkey/confirm-logic.ts'
import { ConfirmSheet } from '../../passkey/confirm-sheet.tsx'
import { platformAuthenticatorAvailable, rememberPasskeys } from '../../passkey/support.ts'
import { type PasskeyPasswordAsk, type PasskeyRename, PasskeysView } from './passkeys-view.tsx'
import '../../passkey/strings.ts'

const ceremonies = () => import('../../passkey/ceremonies.ts')

const NAME_MAX = 40

/**
 * /safe's passkeys (issue 28): GET user/passkeys; Turn on (the password first when the server asks for it);
 * rename; remove, confirmed by the passkey (or the password) like a money call.
 */
export function PasskeysSection() {
  const t = useT()
  const { toast } = useFeedback()
  const list = useApiQuery<ReadonlyArray<Passkey>>('passkeys', () => passkeyApi.list(), {
    isEmpty: () => false,
  })
  const [canAdd, setCanAdd] = useState(false)
  const [adding, setAdding] = useState(false)
  const [problem, setProblem] = useState<PasskeyProblem | null>(null)
  const [passwordAsk, setPasswordAsk] = useState<PasskeyPasswordAsk | null>(null)
  const [rename, setRename] = useState<PasskeyRename | null>(null)
  const [removingId, setRemovingId] = useState<string | null>(null)
  const [confirmActor, setConfirmActor] = useState<AnyActorRef | undefined>(undefined)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    void platformAuthenticatorAvailable().then((available) => {
      if (mounted.current) setCanAdd(available)
    })
    return () => {
      mounted.current = false
    }
  }, [])

  const passkeys = list.state.status === 'success' ? list.state.data : []
  // What this phone knows follows the account: money calls ask for the passkey only when there is one.
  useEffect(() => {
    if (list.state.status === 'success') rememberPasskeys(list.state.data.length)
  }, [list.state])

  const add = async () => {
    setProblem(null)
    setAdding(true)
    try {
      await (await ceremonies()).registerPasskey()
      toast(t('passkey.safe.added'))
      list.reload()
    } catch (error) {
      const { PasswordNeeded, PasskeyFailure } = await ceremonies()
      if (error instanceof PasswordNeeded) setPasswordAsk({ password: '', checking: false, error: null })
      else setProblem(error instanceof PasskeyFailure ? error.problem : 'failed')
    } finally {
      if (mounted.current) setAdding(false)
    }
  }

  const submitPassword = async () => {
    if (!passwordAsk || passwordAsk.password.length === 0) return
    setPasswordAsk({ ...passwordAsk, checking: true, error: null })
    try {
      // The password opens passkey registration for 5 minutes (CONTRACT.md, "Passkeys").
      await toPromise(passkeyApi.confirmPassword(passwordAsk.password, 'passkey'))
      setPasswordAsk(null)
      await add()
    } catch (error) {
      setPasswordAsk({
        ...passwordAsk,
        checking: false,
        error: errorText(error, t('passkey.problem.failed')),
      })
    }
  }

  const saveRename = async () => {
    if (!rename) return
    const name = rename.name.trim()
    if (name.length === 0 || name.length > NAME_MAX) {
      setRename({ ...rename, error: t('passkey.safe.nameError') })
      return
    }
    setRename({ ...rename, saving: true, error: null })
    try {
      await toPromise(passkeyApi.rename(rename.id, name))
      setRename(null)
      toast(t('passkey.safe.renamed'))
      list.reload()
    } catch (error) {
      setRename({ ...rename, saving: false, error: errorText(error, t('passkey.problem.failed')) })
    }
  }

  const remove = async (id: string) => {
    setProblem(null)
    setRemovingId(id)
    const actor = createActor(moneyConfirm, { input: { action: 'passkey' } })
    setConfirmActor(actor)
    actor.start()
    try {
      const outcome = await settled(actor)
      setConfirmActor(undefined)
      if (outcome.kind === 'cancelled') return
      await toPromise(passkeyApi.remove(id, outcome.kind === 'confirmed' ? outcome.token : ''))
      toast(t('passkey.safe.removed'))
      list.reload()
    } catch (error) {
      setConfirmActor(undefined)
      toast(errorText(error, t('passkey.problem.failed')))
    } finally {
      if (mounted.current) setRemovingId(null)
    }
  }

  return (
    <>
      <PasskeysView
        status={
          list.state.status === 'success' ? 'ready' : list.state.status === 'error' ? 'error' : 'loading'
        }
        passkeys={passkeys}
        canAdd={canAdd}
        adding={adding}
        problem={problem}
        passwordAsk={passwordAsk}
        rename={rename}
        removingId={removingId}
        onReload={list.reload}
        onAdd={() => void add()}
        onPasswordChange={(password) =>
          passwordAsk && setPasswordAsk({ ...passwordAsk, password, error: null })
        }
        onSubmitPassword={() => void submitPassword()}
        onCancelPassword={() => setPasswordAsk(null)}
        onStartRename={(id) => {
          const passkey = passkeys.find((p) => p.id === id)
          if (passkey) setRename({ id, name: passkey.name, saving: false, error: null })
        }}
        onRenameChange={(name) => rename && setRename({ ...rename, name, error: null })}
        onSaveRename={() => void saveRename()}
        onCancelRename={() => setRename(null)}
        onRemove={(id) => void remove(id)}
      />
      <ConfirmSheet actor={confirmActor} />
    </>
  )
}
