import type { MiningOrder } from '@mandi/api-client'
import { Button } from '@mandi/ui-kit'
import { Pickaxe } from 'lucide-react'
import { useT } from '../../i18n/i18n.tsx'
import {
  ActionLink,
  EmptyBlock,
  ErrorBlock,
  LoadingBlock,
  type ViewStatus,
} from '../../layout/load-states.tsx'
import { MyPlanCard } from './my-plan-card.tsx'
import './my-plans.css'

/** Whether older plans can be asked for (mining/orders is paged), and how that is going. */
export type OlderPlans = 'none' | 'available' | 'loading' | 'error'

export interface MyPlansViewProps {
  readonly status: ViewStatus
  /** Newest first. */
  readonly plans: readonly MiningOrder[]
  readonly older: OlderPlans
  readonly onRetry: () => void
  readonly onLoadOlder: () => void
}

/** My plans (/my_plans): the mining plans the user bought, each at its stage (issue 26). */
export function MyPlansView(props: MyPlansViewProps) {
  const t = useT()
  return (
    <section className="screen my-plans">
      <h1 className="screen__title">{t('mining.plans.title')}</h1>
      {props.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'empty' && (
        <EmptyBlock
          title={t('mining.plans.empty')}
          description={t('mining.plans.emptyBody')}
          icon={<Pickaxe size={40} strokeWidth={1.5} />}
          action={
            <ActionLink to="/home" primary>
              {t('mining.plans.emptyAction')}
            </ActionLink>
          }
        />
      )}
      {props.status === 'success' && (
        <>
          <p className="my-plans__rule">{t('mining.plans.rule')}</p>
          <ul className="my-plans__list">
            {props.plans.map((plan) => (
              <li key={plan.id}>
                <MyPlanCard plan={plan} />
              </li>
            ))}
          </ul>
          {props.older === 'error' && <ErrorBlock message={t('mining.plans.moreFailed')} />}
          {props.older !== 'none' && (
            <Button variant="secondary" block loading={props.older === 'loading'} onClick={props.onLoadOlder}>
              {t('mining.plans.more')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
