import type { MiningOrder } from '@mandi/api-client'
import { miningPlanReturns, paise } from '@mandi/domain'
import { Money, StatusPill } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'

/** mining/orders status 0 is active; anything else has finished (CONTRACT.md "mining/orders"). */
export const isPlanActive = (plan: MiningOrder) => plan.status === 0

/**
 * One plan the user bought: its status, what it cost, what it earned so far of its income, and while active
 * its days left, next credit and end; once finished, when it ended and what came back.
 */
export function MyPlanCard({ plan }: { plan: MiningOrder }) {
  const t = useT()
  const time = useTimeFormat()
  const active = isPlanActive(plan)
  // The figures the server pays, to the paisa: the unit price and quantity as bought.
  const pays = miningPlanReturns({
    price: plan.price,
    quantity: plan.num,
    incomeRate: plan.incomeRate,
    countDays: plan.countDays,
  })
  const lastDay = plan.daysPaid + 1 >= plan.countDays
  const name = t('mining.plans.name', { title: plan.title, num: plan.num })
  return (
    <article className="my-plan" aria-label={name}>
      <header className="my-plan__head">
        <h2 className="my-plan__title">{name}</h2>
        <StatusPill
          label={t(active ? 'mining.plans.active' : 'mining.plans.finished')}
          tone={active ? 'success' : 'neutral'}
        />
      </header>
      <p className="my-plan__bought">{t('mining.plans.bought', { time: time.at(plan.createdAt) })}</p>
      <dl className="my-plan__facts">
        <Fact label={t('mining.plans.cost')}>
          <Money amount={plan.amount} />
        </Fact>
        <Fact label={t('mining.plans.earned')}>
          <MoneySentence
            k="mining.plans.earnedValue"
            amounts={{ earned: plan.earned, income: pays.income }}
          />
        </Fact>
        {active ? (
          <>
            <Fact label={t('mining.plans.daysLeft')}>
              {t('mining.plans.daysLeftValue', {
                left: Math.max(0, plan.countDays - plan.daysPaid),
                days: plan.countDays,
              })}
            </Fact>
            {plan.nextCreditAt !== null && (
              <Fact label={t('mining.plans.nextCredit')}>
                {lastDay ? (
                  <MoneySentence
                    k="mining.plans.nextCreditLast"
                    amounts={{ amount: pays.dailyIncome, cost: plan.amount }}
                    params={{ time: time.at(plan.nextCreditAt) }}
                  />
                ) : (
                  <MoneySentence
                    k="mining.plans.nextCreditValue"
                    amount={pays.dailyIncome}
                    params={{ time: time.at(plan.nextCreditAt) }}
                  />
                )}
              </Fact>
            )}
            <Fact label={t('mining.plans.ends')}>{time.at(plan.endsAt)}</Fact>
          </>
        ) : (
          <>
            <Fact label={t('mining.plans.ended')}>{time.at(plan.endsAt)}</Fact>
            <Fact label={t('mining.plans.paidBack')}>
              <MoneySentence
                k="mining.plans.paidBackValue"
                amounts={{
                  total: paise(plan.earned + plan.amount),
                  income: plan.earned,
                  cost: plan.amount,
                }}
              />
            </Fact>
          </>
        )}
      </dl>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
