import type { VerificationForm } from '@mandi/api-client'
import { birthDateForDisplay, birthDateFromDisplay, kycStage } from '@mandi/domain'
import { verificationMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useLiveRefresh } from '../../api/use-live-refresh.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { typeBirthDate } from './birth-date-typing.ts'
import { machineRecord } from './id-verification-record.ts'
import { IdVerificationView } from './id-verification-view.tsx'
import { panRefusalText } from './pan-refusal-text.ts'
import './strings.ts'
import '../wallet/strings.ts'

/**
 * /verif container: the verification machine (verification_info, then the form or the record). The date of
 * birth is typed as DD/MM/YYYY and kept here as typed; the machine holds the wire's YYYYMMDD when the text is
 * a real date, and nothing otherwise, so its §5 rule refuses the form with the field's message.
 */
export function IdVerificationScreen() {
  const t = useT()
  // Why the review refused the saved record (verification_info's extension), kept beside the machine's record.
  const [refusal, setRefusal] = useState<{ code?: string; reason?: string }>({})
  const machine = useMemo(
    () =>
      verificationMachine.provide({
        actors: {
          loadVerification: fromPromise(async () => {
            const info = await toPromise(userApi.verificationInfo())
            setRefusal({ code: info?.reasonCode, reason: info?.reason })
            return machineRecord(info)
          }),
          submitVerification: fromPromise<
            string | undefined,
            Omit<VerificationForm, 'name'> & { fullName: string }
          >(
            async ({ input }) =>
              (
                await toPromise(
                  userApi.verify({
                    pan: input.pan.trim(),
                    name: input.fullName.trim(),
                    birthDate: input.birthDate.trim(),
                    address: input.address.trim(),
                    pin: input.pin.trim(),
                    city: input.city.trim(),
                  }),
                )
              ).info || undefined,
          ),
        },
      }),
    [],
  )
  const [snapshot, send, actor] = useMachine(machine)
  // Whether the saved record has been reviewed is the server's word (kyc_status), not the record's existence.
  const user = useApiQuery('user/info', () => userApi.info(), { isEmpty: () => false })
  const stage = user.state.status === 'success' ? kycStage(user.state.data.kycStatus) : null
  const review =
    stage === 'verified'
      ? 'verified'
      : stage === 'refused'
        ? 'refused'
        : stage === 'waiting'
          ? 'pending'
          : null
  // While the review is waiting, user/info is asked again (every 30 s, on focus); when it decides, the record is
  // read again for the reason.
  useLiveRefresh(user.refresh, stage === 'waiting')
  const seenStage = useRef(stage)
  useEffect(() => {
    const before = seenStage.current
    seenStage.current = stage
    if (before !== null && stage !== null && before !== stage) send({ type: 'reload' })
  }, [stage, send])
  // A form just sent (kyc_status is now 1): user/info is asked again, so the stage shows it.
  const wasSubmitting = useRef(false)
  const submitting = snapshot.matches('submitting')
  useEffect(() => {
    if (wasSubmitting.current && !submitting) user.refresh()
    wasSubmitting.current = submitting
  }, [submitting, user.refresh])
  const [birthText, setBirthText] = useState('')
  useEmitted(actor)
  const { context } = snapshot
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([field, message]) => [field, ruleText(t, message)]),
  )
  return (
    <IdVerificationView
      status={snapshot.matches('loading') ? 'loading' : snapshot.matches('verified') ? 'verified' : 'editing'}
      review={review}
      refusal={panRefusalText(t, refusal.code, refusal.reason)}
      onEdit={() => {
        setBirthText(context.record ? birthDateForDisplay(context.record.birthDate) : '')
        send({ type: 'edit' })
      }}
      record={
        context.record
          ? { ...context.record, birthDate: birthDateForDisplay(context.record.birthDate) }
          : undefined
      }
      values={{ ...context, birthDate: birthText }}
      errors={errors}
      submitting={snapshot.hasTag('busy')}
      onChange={(field, value) => {
        if (field !== 'birthDate') {
          send({ type: 'change', field, value })
          return
        }
        const typed = typeBirthDate(birthText, value)
        setBirthText(typed)
        send({ type: 'change', field, value: birthDateFromDisplay(typed) ?? '' })
      }}
      onSubmit={() => send({ type: 'submit' })}
    />
  )
}
