import { useT } from '../../i18n/i18n.tsx'
import { StatementView } from './statement-view.tsx'
import { useStatement } from './use-statement.ts'
import './strings.ts'

/** /settlement, 'Account Settlement' (spec §2). */
export function SettlementScreen() {
  const t = useT()
  return <StatementView title={t('wallet.statement.settlement')} {...useStatement()} />
}
