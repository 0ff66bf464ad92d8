import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor, toPromise } from 'xstate'
import * as api from './index.ts'

const machines = Object.entries(api).filter(
  (entry): entry is [string, AnyStateMachine] => entry[0].endsWith('Machine') && typeof entry[1] === 'object',
)

describe('package API', () => {
  it('exports the nineteen flow machines', () => {
    expect(machines.map(([name]) => name).sort()).toEqual(
      [
        'bankBindMachine',
        'bankUpdateMachine',
        'bitProInvestMachine',
        'bitProTransferMachine',
        'chatMachine',
        'depositMachine',
        'forgotPasswordMachine',
        'loginMachine',
        'marketFeedMachine',
        'miningOrderMachine',
        'moneyConfirmMachine',
        'passwordChangeMachine',
        'positionSellMachine',
        'productTradeMachine',
        'registrationMachine',
        'sessionMachine',
        'tradeOrderMachine',
        'verificationMachine',
        'withdrawalMachine',
      ].sort(),
    )
  })

  it.each(machines)('%s: every default actor fails loudly until provided', async (_name, machine) => {
    await expectLoudDefaults(machine)
  })
})

/** A default that is itself a machine (the confirmation of money calls) is checked the same way, inside. */
async function expectLoudDefaults(machine: AnyStateMachine): Promise<void> {
  const names = api.actorNamesOf(machine)
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) {
    const logic = machine.implementations.actors[name] as Parameters<typeof createActor>[0]
    if (machines.some(([, exported]) => exported === logic)) {
      await expectLoudDefaults(logic as AnyStateMachine)
      continue
    }
    const actor = createActor(logic, { input: {} } as never)
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow(`actor "${name}" was not provided`)
  }
}
