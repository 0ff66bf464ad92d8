import { REWARD_LIST_SIZE } from '@mandi/domain'
import { rewardApi } from '../../api/calls/reward.ts'
import { userApi } from '../../api/calls/user.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { InvitationRewardsView } from './invitation-rewards-view.tsx'
import { rewardPercent } from './reward-rule.tsx'
import './strings.ts'

/**
 * /reward container: the server sends at most ten; the cut keeps the §2 promise if it ever sends more. The
 * rule's percent is the invite_reward config.
 */
export function InvitationRewardsScreen() {
  const query = useApiQuery('reward:lastTen', () => rewardApi.lastTen())
  const config = useApiQuery('config:invite_reward', () => userApi.config('invite_reward'), {
    isEmpty: () => false,
  })
  const items = dataOf(query.state, []).slice(0, REWARD_LIST_SIZE)
  return (
    <InvitationRewardsView
      status={viewStatus(query.state)}
      items={items}
      percent={rewardPercent(dataOf(config.state, null)?.value)}
      onRetry={query.reload}
    />
  )
}
