import type { VerificationForm } from '@mandi/api-client'
import { verificationMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../wallet/rule-text.ts'
import { machineRecord } from './verif-record.ts'
import { VerifView } from './verif-view.tsx'

/** /verif container: the verification machine (verification_info, then the form or the record). */
export function VerifScreen() {
  const t = useT()
  const machine = useMemo(
    () =>
      verificationMachine.provide({
        actors: {
          loadVerification: fromPromise(async () =>
            machineRecord(await toPromise(api.user.verificationInfo())),
          ),
          submitVerification: fromPromise<
            string | undefined,
            Omit<VerificationForm, 'name'> & { fullName: string }
          >(
            async ({ input }) =>
              (
                await toPromise(
                  api.user.verify({
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
  useEmitted(actor)
  const { context } = snapshot
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([field, message]) => [field, ruleText(t, message)]),
  )
  return (
    <VerifView
      status={snapshot.matches('loading') ? 'loading' : snapshot.matches('verified') ? 'verified' : 'editing'}
      record={context.record ?? undefined}
      values={context}
      errors={errors}
      submitting={snapshot.matches('submitting')}
      onChange={(field, value) => send({ type: 'change', field, value })}
      onSubmit={() => send({ type: 'submit' })}
    />
  )
}
