import type { MiningProduct } from '@mandi/api-client'
import { checkField, miningIncomePercent, type Paise } from '@mandi/domain'
import { Button, Form, Money, Notice, TextField } from '@mandi/ui-kit'
import { Pickaxe } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { MiningPays } from './mining-pays.tsx'
import { MY_PLANS_PATH } from './my-plans-path.ts'
import './mining-order.css'
import '../../layout/tap-link.css'

export type MiningOrderStatus = 'missing-id' | 'loading' | 'error' | 'success'

export interface MiningOrderViewProps {
  readonly status: MiningOrderStatus
  readonly plan: MiningProduct | null
  /** Available balance (user/info); null while unknown. */
  readonly balance: Paise | null
  /** The quantity as typed (digits only, at most 3). */
  readonly quantity: string
  /** price × quantity, or null when the quantity is not a valid number. */
  readonly total: Paise | null
  readonly error: string | null
  /** The order is in flight: the quantity is read-only (readable, focus kept) in a busy ui-kit Form. */
  readonly submitting: boolean
  /**
   * The server refused the price shown (the price guard): nothing was ordered; `plan.price` and `total` are
   * already the new ones, and the form says so above Buy.
   */
  readonly priceChange?: { readonly from: Paise; readonly to: Paise } | null
  /** An order was accepted while on this screen: the form says where its income shows (My plans). */
  readonly ordered?: boolean
  readonly onQuantityChange: (value: string) => void
  readonly onSubmit: () => void
  readonly onRetry: () => void
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 })

/** The quantity the pay-out figures are for: the one typed when it orders something, else one plan. */
function quantityOf(text: string): number {
  return checkField('mining.quantity', text) === null && Number(text) >= 1 ? Number(text) : 1
}

/** /buy?id (spec §2 reading A): a mining/lease plan bought by quantity. */
export function MiningOrderView(props: MiningOrderViewProps) {
  const t = useT()
  const { plan } = props
  return (
    <section className="screen mining-order">
      {props.status === 'missing-id' && (
        <>
          <h1 className="screen__title">{t('mining.order.title')}</h1>
          <EmptyBlock
            title={t('mining.order.missingId')}
            action={<ActionLink to="/home">{t('mining.order.plans')}</ActionLink>}
          />
        </>
      )}
      {props.status === 'loading' && (
        <>
          <h1 className="screen__title">{t('mining.order.title')}</h1>
          <LoadingBlock label={t('shell.common.loading')} lines={6} />
        </>
      )}
      {props.status === 'error' && (
        <>
          <h1 className="screen__title">{t('mining.order.title')}</h1>
          <ErrorBlock onRetry={props.onRetry} />
        </>
      )}
      {props.status === 'success' && plan && (
        <>
          <h1 className="screen__title mining-order__title">{plan.title}</h1>
          <dl className="mining-order__facts">
            <Fact
              label={t('mining.order.leaseDays')}
              value={t('mining.order.leaseDaysValue', { days: plan.countDays })}
            />
            <Fact
              label={t('mining.order.incomeRate')}
              value={`${percent.format(miningIncomePercent({ rate: plan.incomeRate, days: plan.countDays }))}%`}
            />
            <Fact label={t('mining.order.price')} value={<Money amount={plan.price} />} />
            <Fact
              label={t('mining.order.balance')}
              value={props.balance === null ? '—' : <Money amount={props.balance} />}
            />
          </dl>
          <p className="mining-order__help">
            {t('mining.order.incomeRateHelp', {
              days: plan.countDays,
              percent: percent.format(miningIncomePercent({ rate: plan.incomeRate, days: plan.countDays })),
              rate: percent.format(plan.incomeRate),
            })}
          </p>
          <Form className="mining-order__form" busy={props.submitting} onSubmit={props.onSubmit}>
            <TextField
              label={t('mining.order.quantity')}
              value={props.quantity}
              // As typed: stripping '1e21' to '121' would order another quantity; §5 refuses it.
              onChange={props.onQuantityChange}
              inputMode="numeric"
              maxLength={3}
              error={props.error}
            />
            <p className="mining-order__total">
              <span>{t('mining.order.total')}</span>
              <strong>{props.total === null ? '—' : <Money amount={props.total} size="lg" />}</strong>
            </p>
            <MiningPays plan={plan} quantity={quantityOf(props.quantity)} />
            {props.priceChange && (
              <Notice role="alert">
                <MoneySentence k="mining.order.priceChanged" amounts={props.priceChange} />
              </Notice>
            )}
            <Button type="submit" block loading={props.submitting}>
              {t('mining.order.buy')}
            </Button>
            {props.ordered && !props.priceChange && (
              <Notice role="status">{t('mining.order.ordered')}</Notice>
            )}
          </Form>
        </>
      )}
      {props.status !== 'missing-id' && (
        <Link className="tap-link mining-order__plans" to={MY_PLANS_PATH}>
          <Pickaxe size={18} aria-hidden="true" />
          {t('mining.order.myPlans')}
        </Link>
      )}
    </section>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
