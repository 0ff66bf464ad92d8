import { useT } from '../../i18n/i18n.tsx'

/** The invite_reward config as a percent to show ("5", "2.5"); null when unknown or not a plain number. */
export function rewardPercent(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? text : null
}

/**
 * The invitation reward rule with the server's figure (sys/config invite_reward): what /reward and /share
 * state. Nothing is said while the figure is unknown, rather than a figure the server did not give.
 */
export function RewardRule({ percent }: { percent: string | null }) {
  const t = useT()
  if (percent === null) return null
  return <p className="referral__rule">{t('referral.reward.rule', { percent })}</p>
}
