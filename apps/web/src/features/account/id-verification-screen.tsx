import type { VerificationForm } from '@mandi/api-client'
import { birthDateForDisplay, birthDateFromDisplay, isKycVerified } from '@mandi/domain'
import { verificationMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { typeBirthDate } from './birth-date-typing.ts'
import { machineRecord } from './id-verification-record.ts'
import { IdVerificationView } from './id-verification-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

/**
 * /verif container: the verification machine (verification_info, then the form or the record). The date of
 * birth is typed as DD/MM/YYYY and kept here as typed; the machine holds the wire's YYYYMMDD when the text is
 * a real date, and nothing otherwise, so its §5 rule refuses the form with the field's message.
 */
export function IdVerificationScreen() {
  const t = useT()
  const machine = useMemo(
    () =>
      verificationMachine.provide({
        actors: {
          loadVerification: fromPromise(async () =>
            machineRecord(await toPromise(userApi.verificationInfo())),
          ),
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
  const review =
    user.state.status === 'success'
      ? isKycVerified(user.state.data.kycStatus)
        ? 'verified'
        : 'pending'
      : null
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
