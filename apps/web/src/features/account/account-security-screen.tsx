import { AccountSecurityView } from './account-security-view.tsx'
import './strings.ts'

/** /safe container: static, nothing to load. */
export function AccountSecurityScreen() {
  return <AccountSecurityView />
}
