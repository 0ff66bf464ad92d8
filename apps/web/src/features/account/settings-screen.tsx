import { endSession } from '../../api/session.ts'
import { SettingsView } from './settings-view.tsx'

/** /settings container: Log out clears storage but the mobile number and goes to /login (spec §4). */
export function SettingsScreen() {
  return <SettingsView onLogOut={() => endSession('settings-log-out')} />
}
