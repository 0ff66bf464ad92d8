import { AccountSecurityView } from './account-security-view.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import './strings.ts'

/** /safe container: the password change link, and the passkeys (issue 28). */
export function AccountSecurityScreen() {
  return <AccountSecurityView passkeys={<PasskeysSection />} />
}
