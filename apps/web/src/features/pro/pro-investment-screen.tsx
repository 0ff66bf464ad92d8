import { bitProTransferMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useCallback, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { fromPromise } from 'xstate'
import { proApi } from '../../api/calls/pro.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { localiseMessage, type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { type ProInvestmentStatus, ProInvestmentView, type ProTransfer } from './pro-investment-view.tsx'
import './strings.ts'

const noop = () => {}

/**
 * /pro_detail?id= (investment reading) container. Without an id it says so; a failed first load shows the
 * error state, and Retry starts the page (and its machine) again.
 */
export function ProInvestmentScreen() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const hasId = Number.isSafeInteger(id) && id > 0
  const [attempt, setAttempt] = useState(0)
  const [loadFailed, setLoadFailed] = useState(false)
  if (!hasId || loadFailed) {
    const status: ProInvestmentStatus = hasId ? 'error' : 'missing-id'
    return (
      <ProInvestmentView
        status={status}
        investment={null}
        transferring={null}
        confirmOpen={false}
        onRetry={() => {
          setLoadFailed(false)
          setAttempt((n) => n + 1)
        }}
        onTransferPrincipal={noop}
        onCancelPrincipal={noop}
        onConfirmPrincipal={noop}
        onTransferProfit={noop}
      />
    )
  }
  return <ProInvestmentPage key={`${id}:${attempt}`} id={id} onLoadFailed={() => setLoadFailed(true)} />
}

/**
 * Runs `bitProTransferMachine` (spec §2, §4): pro/info, Transfer Principal behind the penalty confirm,
 * Transfer Profit; one request per tap with its own Idempotency-Key (kept for a retry after a lost answer),
 * the server's info in an alert, and the investment reloaded after a transfer.
 */
function ProInvestmentPage({ id, onLoadFailed }: { id: number; onLoadFailed: () => void }) {
  const t = useT()
  const { alert } = useFeedback()
  const loaded = useRef(false)
  // Set by the load actor just before it rejects: the first load's failure is the error state instead.
  const firstLoadFailure = useRef(false)
  // provide() builds a new machine: once per screen, not at every render (useMachine runs the first one only).
  const [machine] = useState(() =>
    bitProTransferMachine.provide({
      actors: {
        loadInvestment: fromPromise(async ({ input }) => {
          try {
            const investment = await toPromise(proApi.info(input.id))
            loaded.current = true
            return investment
          } catch (error) {
            if (!loaded.current) {
              firstLoadFailure.current = true
              onLoadFailed()
            }
            throw error
          }
        }),
        transferPrincipal: fromPromise(async ({ input }) => {
          const ack = await toPromise(proApi.transferPrincipal(input.id, input.idempotencyKey))
          return ack.info
        }),
        transferProfit: fromPromise(async ({ input }) => {
          const ack = await toPromise(proApi.transferProfit(input.id, input.idempotencyKey))
          return ack.info
        }),
      },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { id } })

  // The transfers' results are alerted, as before the machine (it emits toasts).
  const handle = useCallback(
    (emitted: UiEmitted) => {
      if (emitted.type !== 'toast') return false
      if (firstLoadFailure.current) firstLoadFailure.current = false
      else void alert(localiseMessage(emitted.message, t))
      return true
    },
    [alert, t],
  )
  useEmitted(actor, handle)
  const { investment } = snapshot.context
  const transferring: ProTransfer | null = snapshot.matches({ transfer: 'transferringPrincipal' })
    ? 'principal'
    : snapshot.matches({ transfer: 'transferringProfit' })
      ? 'profit'
      : null
  return (
    <ProInvestmentView
      status={investment === null ? 'loading' : 'success'}
      investment={investment}
      transferring={transferring}
      confirmOpen={snapshot.matches({ transfer: 'confirmingPrincipal' })}
      onRetry={noop}
      onTransferPrincipal={() => send({ type: 'transferPrincipal' })}
      onCancelPrincipal={() => send({ type: 'cancel' })}
      onConfirmPrincipal={() => send({ type: 'confirm' })}
      onTransferProfit={() => send({ type: 'transferProfit' })}
    />
  )
}
