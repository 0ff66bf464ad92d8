import { useT } from '../../i18n/i18n.tsx'
import { StatementView } from './statement-view.tsx'
import { useStatement } from './use-statement.ts'
import './strings.ts'

/**
 * /center, the account statement 'Dealer Center' (spec §2). The route is keep-alive: the screen stays
 * mounted while hidden and its query key never changes, so coming back shows the same data without a
 * refetch (Retry is the only reload).
 */
export function AccountStatementScreen() {
  const t = useT()
  return <StatementView title={t('wallet.statement.center')} {...useStatement()} />
}
