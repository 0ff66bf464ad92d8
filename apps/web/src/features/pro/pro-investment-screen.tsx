import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { errorText, hasTag } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { AlreadySubmitting, useKeyedSubmit } from '../trading/use-keyed-submit.ts'
import { type ProInvestmentStatus, ProInvestmentView, type ProTransfer } from './pro-investment-view.tsx'

/**
 * /pro_detail?id= (investment reading) container: pro/info, Transfer Principal behind the penalty confirm,
 * Transfer Profit; each transfer shows the server's info in an alert and reloads the investment.
 */
export function ProInvestmentScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const hasId = Number.isSafeInteger(id) && id > 0
  const info = useApiQuery(`pro:${id}`, () => api.pro.info(id), { enabled: hasId, isEmpty: () => false })
  const [confirmOpen, setConfirmOpen] = useState(false)
  const { pending, submit } = useKeyedSubmit<ProTransfer>()

  const transfer = async (kind: ProTransfer) => {
    try {
      const ack = await submit(kind, `${kind}|${id}`, (key) =>
        toPromise(
          kind === 'principal' ? api.pro.transferPrincipal(id, key) : api.pro.transferProfit(id, key),
        ),
      )
      info.reload()
      await alert(ack.info)
    } catch (failure) {
      if (failure instanceof AlreadySubmitting || hasTag(failure, 'SessionInvalid')) return
      await alert(errorText(failure, t('shell.error.network')))
    }
  }

  const { state } = info
  const status: ProInvestmentStatus = !hasId
    ? 'missing-id'
    : state.status === 'error'
      ? 'error'
      : state.status === 'success'
        ? 'success'
        : 'loading'
  return (
    <ProInvestmentView
      status={status}
      investment={state.status === 'success' ? state.data : null}
      transferring={pending}
      confirmOpen={confirmOpen}
      onRetry={info.reload}
      onTransferPrincipal={() => setConfirmOpen(true)}
      onCancelPrincipal={() => setConfirmOpen(false)}
      onConfirmPrincipal={() => {
        setConfirmOpen(false)
        void transfer('principal')
      }}
      onTransferProfit={() => void transfer('profit')}
    />
  )
}
