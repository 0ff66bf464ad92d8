import { UserInfo } from '@mandi/api-client'
import { Schema } from 'effect'
import { useState } from 'react'
import { errorText } from '../../api/api-error.ts'
import { userApi } from '../../api/calls/user.ts'
import { changeLanguage, endSession } from '../../api/session.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useOnline } from '../../api/use-online.ts'
import { useLocale, useT } from '../../i18n/i18n.tsx'
import { avatarUrlOf } from './avatar-url.ts'
import { ProfileView } from './profile-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

const isUserInfo = Schema.is(UserInfo)

/**
 * /profile container: user/info, the eye toggle, the language popup and sign out (spec §2, §4). The asset
 * card is kept on the phone (lastKnown): offline it shows the last one with its time, Deposit and Withdraw off.
 */
export function ProfileScreen() {
  const t = useT()
  const locale = useLocale()
  const online = useOnline()
  const { state, reload, lastKnown } = useApiQuery('user/info', () => userApi.info(), {
    isEmpty: () => false,
    lastKnown: isUserInfo,
  })
  const [hidden, setHidden] = useState(false)
  const [languageOpen, setLanguageOpen] = useState(false)
  const user = state.status === 'success' ? state.data : undefined
  return (
    <ProfileView
      status={state.status === 'success' || state.status === 'error' ? state.status : 'loading'}
      user={user}
      avatarUrl={avatarUrlOf(user)}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={reload}
      lastKnown={lastKnown}
      offline={!online}
      hidden={hidden}
      onToggleHidden={setHidden}
      locale={locale}
      languageOpen={languageOpen}
      onLanguageOpen={setLanguageOpen}
      onLanguage={(next) => {
        setLanguageOpen(false)
        // Stores the choice and reloads after 0.3 s (spec §4), also when the same language is picked.
        changeLanguage(next)
      }}
      onSignOut={() => endSession('sign-out')}
    />
  )
}
