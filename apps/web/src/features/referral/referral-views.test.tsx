import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../content/render-view.tsx'
import { DirectView } from './direct-view.tsx'
import { DownloadView } from './download-view.tsx'
import { members, rankingEntries, rewards, teamSummary } from './fixtures.ts'
import { RankingView } from './ranking-view.tsx'
import { RewardView } from './reward-view.tsx'
import { RwView } from './rw-view.tsx'
import { ShareView } from './share-view.tsx'

const noop = () => {}

describe('ShareView', () => {
  it('shows the code, the link, static zero statistics and a link to /reward', () => {
    renderView(
      <ShareView
        status="success"
        code="100001"
        link="L/#/signin?code=100001"
        onRetry={noop}
        onCopied={noop}
      />,
    )
    expect(screen.getByText('100001')).toBeTruthy()
    expect(screen.getByText('L/#/signin?code=100001')).toBeTruthy()
    expect(screen.getAllByText('0')).toHaveLength(2)
    expect(screen.getByText('₹0.00')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Invitation rewards' }).getAttribute('href')).toBe('/reward')
  })

  it('shows loading and a Retry on error', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(
      <ShareView status="loading" code="" link="" onRetry={onRetry} onCopied={noop} />,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ShareView status="error" code="" link="" onRetry={onRetry} onCopied={noop} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

describe('RewardView', () => {
  it('lists rewards with name, UID, time and rupees', () => {
    renderView(<RewardView status="success" items={rewards} onRetry={noop} />)
    expect(screen.getByText('Rohan Verma')).toBeTruthy()
    expect(screen.getByText('UID 200146')).toBeTruthy()
    expect(screen.getByText('₹120.50')).toBeTruthy()
  })

  it('shows the empty text', () => {
    renderView(<RewardView status="empty" items={[]} onRetry={noop} />)
    expect(screen.getByText('No invitation rewards yet')).toBeTruthy()
  })
})

describe('DirectView', () => {
  it('shows three level tabs, the summary and members', () => {
    const onLevelChange = vi.fn()
    renderView(
      <DirectView
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
    expect(screen.getByText('Total payout').nextSibling?.textContent).toBe('₹12,000.50')
    expect(screen.getByText('UID 200201')).toBeTruthy()
    expect(screen.getByText('Withdraw ₹600.00')).toBeTruthy()
    expect(screen.getByText('Joined 2026-11-02 09:30:00')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-2' }))
    expect(onLevelChange).toHaveBeenCalledWith(2)
  })

  it('shows loading, empty and error states', () => {
    const props = { level: 1 as const, onLevelChange: noop, onRetry: noop }
    const { rerender } = renderView(
      <DirectView
        {...props}
        summary={{ status: 'loading', data: null }}
        members={{ status: 'loading', items: [] }}
      />,
    )
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0)
    rerender(
      <DirectView
        {...props}
        summary={{ status: 'success', data: teamSummary }}
        members={{ status: 'empty', items: [] }}
      />,
    )
    expect(screen.getByText('No members on this level yet')).toBeTruthy()
    rerender(
      <DirectView
        {...props}
        summary={{ status: 'error', data: null }}
        members={{ status: 'error', items: [] }}
      />,
    )
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  })
})

describe('RankingView', () => {
  it('highlights the top three, lists from rank 4, and links Prize to /rw', () => {
    const { container } = renderView(
      <RankingView
        board="team"
        status="success"
        items={rankingEntries}
        onBoardChange={noop}
        onRetry={noop}
      />,
    )
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
    expect(screen.getByText('Prize A vehicle worth 1500k')).toBeTruthy()
    expect(screen.getByText('Score 90,000')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Prize' }).getAttribute('href')).toBe('/rw')
  })

  it('switches boards by filed value and shows the empty and error states', () => {
    const onBoardChange = vi.fn()
    const { rerender } = renderView(
      <RankingView board="team" status="empty" items={[]} onBoardChange={onBoardChange} onRetry={noop} />,
    )
    expect(screen.getByText('No ranking yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'L1 Monthly' }))
    expect(onBoardChange).toHaveBeenCalledWith('invite_moth')
    rerender(<RankingView board="team" status="error" items={[]} onBoardChange={noop} onRetry={noop} />)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('RwView', () => {
  it('shows the prize table of each board from the domain constants', () => {
    const { rerender } = renderView(<RwView board="team" onBoardChange={noop} />)
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent)
    expect(rows()).toEqual(['1A vehicle worth 1500k', '2-6150k', '7-1680k', '17-3620k', '37-865k'])
    rerender(<RwView board="invite" onBoardChange={noop} />)
    expect(rows()).toEqual(['1150k', '2-380k', '4-620k'])
  })
})

describe('DownloadView', () => {
  const retry = vi.fn()
  it('shows the code, a copy button and the package link when the server has a package', () => {
    renderView(
      <DownloadView
        code="66666"
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
      <DownloadView code="66666" appPackage={{ status: 'loading' }} onRetry={retry} onCopied={noop} />,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    rerender(
      <DownloadView code="66666" appPackage={{ status: 'unavailable' }} onRetry={retry} onCopied={noop} />,
    )
    expect(screen.getByText('The Android app package is not available yet.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    rerender(<DownloadView code="66666" appPackage={{ status: 'error' }} onRetry={retry} onCopied={noop} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not check for the app package.')
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
