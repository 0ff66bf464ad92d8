import type { MiningProduct } from '@mandi/api-client'
import { miningPlanReturns } from '@mandi/domain'
import { useId } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'

/**
 * What a quantity of a plan pays, before Buy: a day's income, the income in all, the cost back after the last
 * day and the total, to the paisa as the reference server credits them (domain miningPlanReturns).
 */
export function MiningPays({ plan, quantity }: { plan: MiningProduct; quantity: number }) {
  const t = useT()
  const titleId = useId()
  const pays = miningPlanReturns({
    price: plan.price,
    quantity,
    incomeRate: plan.incomeRate,
    countDays: plan.countDays,
  })
  const days = plan.countDays
  return (
    <section className="mining-pays" aria-labelledby={titleId}>
      <h2 id={titleId} className="mining-pays__title">
        {t('mining.order.paysTitle')}
      </h2>
      <p className="mining-pays__for">
        <MoneySentence
          k="mining.order.paysFor"
          amounts={{ cost: pays.cost }}
          params={{ quantity, title: plan.title }}
        />
      </p>
      <ul className="mining-pays__lines">
        <li>
          <MoneySentence k="mining.order.paysDaily" amount={pays.dailyIncome} params={{ days }} />
        </li>
        <li>
          <MoneySentence k="mining.order.paysIncome" amount={pays.income} />
        </li>
        <li>
          <MoneySentence k="mining.order.paysBack" amount={pays.cost} params={{ days }} />
        </li>
        <li className="mining-pays__total">
          <MoneySentence k="mining.order.paysTotal" amount={pays.total} />
        </li>
      </ul>
    </section>
  )
}
