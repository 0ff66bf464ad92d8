import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { DownloadView } from './download-view.tsx'
import { members, ownRanking, rankingEntries, rewards, teamSummary } from './fixtures.ts'
import { InvitationRewardsView } from './invitation-rewards-view.tsx'
import { RankingRewardsView } from './ranking-rewards-view.tsx'
import { RankingView } from './ranking-view.tsx'
import { ShareView } from './share-view.tsx'
import { TeamView } from './team-view.tsx'

const noop = () => {}

describe('ShareView', () => {
  const props = {
    status: 'success',
    code: '100001',
    link: 'https://m.example/app/#/signin?code=100001',
    invited: { status: 'success', summary: teamSummary },
    rewardPercent: '5',
    canShare: true,
    onShare: noop,
    onRetry: noop,
    onRetryInvited: noop,
    onCopied: noop,
  } as const

  it('shows the code, the link, the real invited count (level 1 of the team) and links to /reward and /direct', () => {
    renderView(<ShareView {...props} />)
    expect(screen.getByText('100001')).toBeTruthy()
    expect(screen.getByText('https://m.example/app/#/signin?code=100001')).toBeTruthy()
    expect(screen.getByText('Friends who joined').nextSibling?.textContent).toBe('12')
    expect(screen.getByText('Of them, made a deposit').nextSibling?.textContent).toBe('5')
    expect(screen.queryByText('₹0.00')).toBeNull()
    expect(screen.getByRole('link', { name: 'Invitation rewards' }).getAttribute('href')).toBe('/reward')
    expect(screen.getByRole('link', { name: 'My team' }).getAttribute('href')).toBe('/direct')
    // The reward rule with the server's figure (invite_reward).
    expect(
      screen.getByText(
        'You get 5% of the first deposit of each friend who signs up with your code. It is paid into your balance when that deposit is credited.',
      ),
    ).toBeTruthy()
  })

  it('states no reward figure while the server has not given one', () => {
    renderView(<ShareView {...props} rewardPercent={null} />)
    expect(screen.queryByText(/You get/)).toBeNull()
  })

  it('opens the share sheet with the code and the link in the message', () => {
    const onShare = vi.fn()
    renderView(<ShareView {...props} onShare={onShare} />)
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(onShare).toHaveBeenCalledWith(
      'Join me on Mandi. Sign up with my invitation code 100001: https://m.example/app/#/signin?code=100001',
    )
  })

  it('offers a WhatsApp link where the phone has no share sheet', () => {
    renderView(<ShareView {...props} canShare={false} />)
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(
      'Join me on Mandi. Sign up with my invitation code 100001: https://m.example/app/#/signin?code=100001',
    )
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows loading and a Retry on error, for the code and for the invited count', () => {
    const onRetry = vi.fn()
    const onRetryInvited = vi.fn()
    const { rerender } = renderView(
      <ShareView
        {...props}
        status="loading"
        code=""
        link=""
        invited={{ status: 'loading', summary: null }}
      />,
    )
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0)
    rerender(
      <ShareView
        {...props}
        status="error"
        code=""
        link=""
        invited={{ status: 'error', summary: null }}
        onRetry={onRetry}
        onRetryInvited={onRetryInvited}
      />,
    )
    const [first, second] = screen.getAllByRole('button', { name: 'Retry' })
    fireEvent.click(first as HTMLElement)
    fireEvent.click(second as HTMLElement)
    expect(onRetry).toHaveBeenCalledOnce()
    expect(onRetryInvited).toHaveBeenCalledOnce()
  })
})

describe('InvitationRewardsView', () => {
  it('states the rule with the server’s percent, in each language, and points to the statement', () => {
    const { unmount } = renderView(
      <InvitationRewardsView status="success" items={rewards} percent="5" onRetry={noop} />,
    )
    expect(screen.getByText(/^You get 5% of the first deposit of each friend/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the account statement' }).getAttribute('href')).toBe(
      '/center',
    )
    unmount()
    const hd = renderView(<InvitationRewardsView status="empty" items={[]} percent="2.5" onRetry={noop} />, {
      locale: 'hd',
    })
    expect(screen.getByText(/pehli jama raashi ka 2\.5% aapko milta hai/)).toBeTruthy()
    hd.unmount()
    renderView(<InvitationRewardsView status="empty" items={[]} percent="5" onRetry={noop} />, {
      locale: 'hi',
    })
    expect(screen.getByText(/पहली जमा राशि का 5% आपको मिलता है/)).toBeTruthy()
  })

  it('lists rewards with name, UID, time and rupees', () => {
    renderView(<InvitationRewardsView status="success" items={rewards} percent="5" onRetry={noop} />)
    expect(screen.getByText('Demo Plum')).toBeTruthy()
    expect(screen.getByText('UID 200146')).toBeTruthy()
    expect(screen.getByText('+₹120.50').closest('[data-money]')).toBeTruthy()
    // Server times in India time, not the raw "2026-11-19 10:00:00".
    expect(screen.queryByText('2026-11-19 10:00:00')).toBeNull()
    expect(screen.getByText('19 Nov 2026, 10:00 am')).toBeTruthy()
  })

  it('shows the empty text with Invite friends as the next step', () => {
    renderView(<InvitationRewardsView status="empty" items={[]} percent={null} onRetry={noop} />)
    expect(screen.getByText('No invitation rewards yet')).toBeTruthy()
    expect(screen.queryByText(/You get/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/share')
  })
})

describe('TeamView', () => {
  it('shows three level tabs, the summary and members', () => {
    const onLevelChange = vi.fn()
    renderView(
      <TeamView
        level={1}
        summary={{ status: 'success', data: teamSummary }}
        members={{ status: 'success', items: members }}
        onLevelChange={onLevelChange}
        onRetry={noop}
      />,
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Level-1',
      'Level-2',
      'Level-3',
    ])
    expect(screen.getByText('Registered').nextSibling?.textContent).toBe('12')
    expect(screen.getByText('Depositors').nextSibling?.textContent).toBe('5')
    expect(screen.getByText('Total deposit').nextSibling?.textContent).toBe('₹45,000.00')
    expect(screen.getByText('Total withdrawn').nextSibling?.textContent).toBe('₹12,000.50')
    expect(screen.getByText('UID 200201')).toBeTruthy()
    expect(screen.getByText('₹600.00').closest('[data-money]')).toBeTruthy()
    expect(screen.getByText('Joined 2 Nov 2026, 9:30 am')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-2' }))
    expect(onLevelChange).toHaveBeenCalledWith(2)
  })

  it('shows loading, empty and error states', () => {
    const props = { level: 1 as const, onLevelChange: noop, onRetry: noop }
    const { rerender } = renderView(
      <TeamView
        {...props}
        summary={{ status: 'loading', data: null }}
        members={{ status: 'loading', items: [] }}
      />,
    )
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0)
    rerender(
      <TeamView
        {...props}
        summary={{ status: 'success', data: teamSummary }}
        members={{ status: 'empty', items: [] }}
      />,
    )
    expect(screen.getByText('No members on this level yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/share')
    rerender(
      <TeamView
        {...props}
        summary={{ status: 'error', data: null }}
        members={{ status: 'error', items: [] }}
      />,
    )
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  })
})

describe('RankingView', () => {
  const own = { status: 'success', data: ownRanking } as const
  const props = {
    board: 'team',
    status: 'success',
    items: rankingEntries,
    own,
    onBoardChange: noop,
    onRetry: noop,
    onRetryOwn: noop,
  } as const

  it('highlights the top three, lists from rank 4, and links Prize to /rw', () => {
    const { container } = renderView(<RankingView {...props} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Team Weekly',
      'Team Monthly',
      'L1 Weekly',
      'L1 Monthly',
    ])
    const [top, rest] = screen.getAllByRole('list')
    expect(within(top as HTMLElement).getAllByRole('listitem')).toHaveLength(3)
    expect(container.querySelectorAll('.referral__podium')).toHaveLength(3)
    expect((rest as HTMLElement).getAttribute('start')).toBe('4')
    expect(within(rest as HTMLElement).getAllByRole('listitem')[0]?.textContent).toContain('Rank 4')
    // §9's 1500k as lakh: ₹15 L, with the full amount for screen readers, as the operator's published prize.
    const prize = container.querySelector('.referral__podium .referral__prize')
    expect(prize?.textContent).toBe('Published prize A vehicle worth ₹15\u00a0L₹15,00,000.00')
    expect(prize?.querySelector('[data-money]')).toBeTruthy()
    expect(
      screen.getByText(
        'The prizes are the ones the operator publishes. Mandi does not pay them into your balance.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Prize' }).getAttribute('href')).toBe('/rw')
  })

  it('says what the board counts, over which period, and each figure: team deposits in rupees, invitations as people', () => {
    const { rerender } = renderView(<RankingView {...props} />)
    expect(
      screen.getByText('Deposits credited this week to members of the team (Levels 1 to 3).'),
    ).toBeTruthy()
    expect(
      screen.getByText('Counted from 8 Jun 2026. It starts again on 15 Jun 2026, India time.'),
    ).toBeTruthy()
    // The own row first (₹12,000.00), then the board's best (₹90,000.00).
    expect(screen.getAllByText(/^Team deposits/).map((score) => score.textContent)).toContain(
      'Team deposits ₹90,000.00',
    )
    rerender(<RankingView {...props} board="invite_moth" />)
    expect(screen.getByText('Friends invited directly (Level 1) who signed up this month.')).toBeTruthy()
    expect(screen.getAllByText('120 invited').length).toBeGreaterThan(0)
  })

  it('shows the user’s own row with its rank, even when the list does not hold it, and marks it on the list', () => {
    const { rerender } = renderView(<RankingView {...props} />)
    const me = screen.getByRole('region', { name: 'You' })
    expect(me.textContent).toContain('You: Demo Trader')
    expect(me.textContent).toContain('You are rank 57 on this board.')
    expect(me.textContent).toContain('Team deposits ₹12,000.00')
    rerender(
      <RankingView
        {...props}
        items={[...rankingEntries, { ...ownRanking.entry, rank: 7 }]}
        own={{ status: 'success', data: { ...ownRanking, rank: 7 } }}
      />,
    )
    expect(screen.getByText('Demo Trader (You)').closest('li')?.className).toContain('referral__row--me')
    rerender(<RankingView {...props} own={{ status: 'success', data: { ...ownRanking, rank: null } }} />)
    expect(screen.getByText('You are not on this board yet.')).toBeTruthy()
    const onRetryOwn = vi.fn()
    rerender(<RankingView {...props} own={{ status: 'error', data: null }} onRetryOwn={onRetryOwn} />)
    expect(screen.getByText('Could not load your own row.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetryOwn).toHaveBeenCalledOnce()
  })

  it('switches boards by filed value and shows the empty and error states', () => {
    const onBoardChange = vi.fn()
    const { rerender } = renderView(
      <RankingView {...props} status="empty" items={[]} onBoardChange={onBoardChange} />,
    )
    expect(screen.getByText('No one is on this board yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/share')
    fireEvent.click(screen.getByRole('tab', { name: 'L1 Monthly' }))
    expect(onBoardChange).toHaveBeenCalledWith('invite_moth')
    rerender(<RankingView {...props} status="error" items={[]} />)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('RankingRewardsView', () => {
  it('shows the prize table of each board in lakh and thousand (the full amount on tap and for readers)', () => {
    const { rerender } = renderView(<RankingRewardsView board="team" onBoardChange={noop} />)
    // What is seen: the aria-hidden short form of each amount.
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          [...row.querySelectorAll('td')].map((cell) =>
            [...cell.childNodes]
              .map((node) =>
                node instanceof HTMLElement && node.matches('[data-money]')
                  ? node.querySelector('[aria-hidden="true"]')?.textContent
                  : node.textContent,
              )
              .join(''),
          ),
        )
    expect(rows()).toEqual([
      ['1', 'A vehicle worth ₹15\u00a0L'],
      ['2-6', '₹1.5\u00a0L'],
      ['7-16', '₹80\u00a0K'],
      ['17-36', '₹20\u00a0K'],
      ['37-86', '₹5\u00a0K'],
    ])
    expect(screen.getByRole('cell', { name: 'A vehicle worth ₹15,00,000.00' })).toBeTruthy()
    // Presented as the operator's: the app pays none of them.
    expect(screen.getByRole('columnheader', { name: 'Published prize' })).toBeTruthy()
    expect(
      screen.getByText(
        /^These are the prizes the operator publishes for each board\. Mandi does not pay them/,
      ),
    ).toBeTruthy()
    rerender(<RankingRewardsView board="team_month" onBoardChange={noop} />)
    expect(rows()[0]).toEqual(['1', '₹70\u00a0L'])
    rerender(<RankingRewardsView board="invite" onBoardChange={noop} />)
    expect(rows()).toEqual([
      ['1', '₹1.5\u00a0L'],
      ['2-3', '₹80\u00a0K'],
      ['4-6', '₹20\u00a0K'],
    ])
  })

  it('puts the amount where Hindi puts it', () => {
    renderView(<RankingRewardsView board="team" onBoardChange={noop} />, { locale: 'hd' })
    expect(screen.getByRole('cell', { name: '₹15,00,000.00 ki gaadi' })).toBeTruthy()
  })
})

describe('DownloadView', () => {
  const retry = vi.fn()
  it('shows the code, a copy button and the package link when the server has a package', () => {
    renderView(
      <DownloadView
        code="66666"
        install="steps"
        onInstall={noop}
        appPackage={{ status: 'available', href: '/download/mandi.apk' }}
        onRetry={noop}
        onCopied={noop}
      />,
    )
    expect(screen.getByText('66666')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Download the app package' })
    expect(link.getAttribute('href')).toBe('/download/mandi.apk')
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('links nothing while checking, when there is no package, or when the check failed', () => {
    const { rerender } = renderView(
      <DownloadView
        code="66666"
        install="steps"
        onInstall={noop}
        appPackage={{ status: 'loading' }}
        onRetry={retry}
        onCopied={noop}
      />,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    rerender(
      <DownloadView
        code="66666"
        install="steps"
        onInstall={noop}
        appPackage={{ status: 'unavailable' }}
        onRetry={retry}
        onCopied={noop}
      />,
    )
    expect(screen.getByText('The Android app package is not available yet.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    rerender(
      <DownloadView
        code="66666"
        install="steps"
        onInstall={noop}
        appPackage={{ status: 'error' }}
        onRetry={retry}
        onCopied={noop}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Could not check for the app package.')
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
