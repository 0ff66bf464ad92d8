import { describe, expect, it } from 'vitest'
import { paise, rupees } from './money.ts'
import { INVITE_REWARD_CONFIG_KEY, invitationReward } from './referral.ts'

describe('invitationReward', () => {
  it('is the percent of the deposit, to the paisa, rounded half up', () => {
    expect(INVITE_REWARD_CONFIG_KEY).toBe('invite_reward')
    expect(invitationReward({ deposit: rupees(6000), percent: '5' })).toBe(rupees(300))
    // ₹1,234.57 at 5 % is 6,172.85 paise → 6,173.
    expect(invitationReward({ deposit: paise(123457), percent: 5 })).toBe(6173)
    // ₹10.10 at 2.5 % is 25.25 paise → 25.
    expect(invitationReward({ deposit: paise(1010), percent: '2.5' })).toBe(25)
    expect(invitationReward({ deposit: paise(0), percent: '5' })).toBe(0)
  })

  it('refuses a negative deposit and a percent that is not a plain decimal', () => {
    expect(() => invitationReward({ deposit: paise(-1), percent: '5' })).toThrow(RangeError)
    expect(() => invitationReward({ deposit: paise(100), percent: '5%' })).toThrow(RangeError)
  })
})
