import { teamApi } from '../../api/calls/team.ts'
import { userApi } from '../../api/calls/user.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { rewardPercent } from './reward-rule.tsx'
import { shareLink } from './share-link.ts'
import { canUseShareSheet, openShareSheet } from './share-sheet.ts'
import { ShareView } from './share-view.tsx'
import './strings.ts'

/**
 * /share container: the code comes from user/info (§3: `code` is the user's own ID and invite code); the
 * invited count is the level-1 team summary, the call /direct makes for its first tab.
 */
export function ShareScreen() {
  const t = useT()
  const { alert, toast } = useFeedback()
  const query = useApiQuery('user:info', () => userApi.info(), { isEmpty: (user) => user.code === '' })
  const invited = useApiQuery('team:summary:1', () => teamApi.summary(1), { isEmpty: () => false })
  const config = useApiQuery('config:invite_reward', () => userApi.config('invite_reward'), {
    isEmpty: () => false,
  })
  const code = dataOf(query.state, null)?.code ?? ''
  return (
    <ShareView
      status={viewStatus(query.state)}
      code={code}
      link={code ? shareLink(code) : ''}
      invited={{ status: viewStatus(invited.state), summary: dataOf(invited.state, null) }}
      rewardPercent={rewardPercent(dataOf(config.state, null)?.value)}
      canShare={canUseShareSheet(navigator)}
      onShare={(message) => {
        void openShareSheet(navigator, message).then((outcome) => {
          if (outcome === 'failed') toast(t('referral.share.shareFailed'))
        })
      }}
      onRetry={query.reload}
      onRetryInvited={invited.reload}
      onCopied={() => void alert(t('shell.common.copied'))}
    />
  )
}
