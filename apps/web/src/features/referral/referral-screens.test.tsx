import { wireTeamMember, wireTeamSummary, wireUserInfo } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok, rawJson } from '../../test/fake-server.ts'
import { go, renderApp } from '../../test/render-app.tsx'

const summary = wireTeamSummary({
  people_num: 4,
  people_deposited: 2,
  deposit_amount: '1200.00',
  payout_amount: '300.50',
})
const member = (name: string, code: string) =>
  wireTeamMember({ name, code, pay_out: '100.00', created_at: '2026-11-01 10:00:00' })

describe('referral screens', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('/share copies the code and alerts Copied successfully', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fakeServer({
      'user/info': ok(wireUserInfo({ code: '100001', balance: '0', salary: '0', integral: '0' })),
    })
    renderApp('/share', { token: 't' })
    expect(await screen.findByText('100001')).toBeTruthy()
    expect(screen.getByText(/#\/signin\?code=100001$/)).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement)
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('100001'))
    expect(await screen.findByRole('alertdialog')).toBeTruthy()
    expect(screen.getByRole('alertdialog').textContent).toContain('Copied successfully')
  })

  it('/share shows how many joined with the code: the level-1 team summary, as /direct has it', async () => {
    const fetch = fakeServer({
      'user/info': ok(wireUserInfo({ code: '100001', balance: '0', salary: '0', integral: '0' })),
      'user/direct': () => ok({ ...summary, people_num: 5, people_deposited: 3 }),
    })
    renderApp('/share', { token: 't' })
    const invited = await screen.findByText('Friends who joined')
    await waitFor(() => expect(invited.nextSibling?.textContent).toBe('5'))
    expect(screen.getByText('Of them, made a deposit').nextSibling?.textContent).toBe('3')
    const asked = fetch.to('user/direct').map((r) => r.body)
    expect(asked.map((query) => new URLSearchParams(query).get('level'))).toEqual(['1'])
  })

  it('/direct loads each level once and keeps it when the route is left and shown again', async () => {
    const fetch = fakeServer({
      'user/direct': () => ok(summary),
      'user/direct_people': ({ params }) =>
        ok(params.get('level') === '1' ? [member('Demo One', '201')] : [member('Demo Two', '301')]),
      'reward/last_ten': ok([]),
    })
    renderApp('/direct', { token: 't' })
    expect(await screen.findByText('Demo One')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-2' }))
    expect(await screen.findByText('Demo Two')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-1' }))
    expect(screen.getByText('Demo One')).toBeTruthy()
    go('/reward')
    expect(await screen.findByText('No invitation rewards yet')).toBeTruthy()
    go('/direct')
    expect(await screen.findByText('Demo One')).toBeTruthy()
    expect(fetch.to('user/direct_people').map((r) => r.body)).toEqual(['?level=1', '?level=2'])
    expect(fetch.to('user/direct').map((r) => r.body)).toEqual(['?level=1', '?level=2'])
  })

  it('/ranking asks each board by its filed value, and the user’s own row on it', async () => {
    const entry = (name: string) => ({
      member: { name, code: '1' },
      team: '1200.00',
      team_month: '2400.00',
      invite: 3,
      invite_moth: 4,
    })
    const fetch = fakeServer({
      'user/ranking': ({ params }) => ok([{ ...entry(`Top of ${params.get('filed')}`), rank: 1 }]),
      'user/my_ranking': ({ params }) =>
        ok({
          rank: params.get('filed') === 'team' ? 12 : null,
          entry: { ...entry('Demo Three'), member: { name: 'Demo Three', code: '100002' } },
          start: '2026-06-08 00:00:00',
          end: '2026-06-15 00:00:00',
        }),
    })
    renderApp('/ranking', { token: 't' })
    expect(await screen.findByText('Top of team')).toBeTruthy()
    expect(await screen.findByText('You are rank 12 on this board.')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'L1 Monthly' }))
    expect(await screen.findByText('Top of invite_moth')).toBeTruthy()
    expect(await screen.findByText('You are not on this board yet.')).toBeTruthy()
    expect(fetch.to('user/ranking').map((r) => r.body)).toEqual(['?filed=team', '?filed=invite_moth'])
    expect(fetch.to('user/my_ranking').map((r) => r.body)).toEqual(['?filed=team', '?filed=invite_moth'])
  })

  it('/reward states the rule with the server’s invite_reward figure', async () => {
    const fetch = fakeServer({
      'reward/last_ten': ok([
        { code: '234567', name: 'Demo Juniper', amount: '61.73', created_at: '2026-06-01 15:00:00' },
      ]),
      'sys/config': ok({ key: 'invite_reward', value: '5' }),
    })
    renderApp('/reward', { token: 't' })
    expect(await screen.findByText('Demo Juniper')).toBeTruthy()
    expect(await screen.findByText(/^You get 5% of the first deposit/)).toBeTruthy()
    expect(screen.getByText('+₹61.73')).toBeTruthy()
    expect(fetch.to('sys/config').map((r) => r.body)).toEqual(['?key=invite_reward'])
  })

  it('/download is public and falls back to 66666 for a missing or odd code', async () => {
    fakeServer({ 'download/package.json': rawJson({ available: false }) })
    renderApp('/download?code=%3Cscript%3E')
    expect(await screen.findByText('66666')).toBeTruthy()
    go('/download?code=100001')
    expect(await screen.findByText('100001')).toBeTruthy()
  })

  it('/download links the package only when the server says there is one', async () => {
    const fetch = fakeServer({ 'download/package.json': rawJson({ available: false }) })
    renderApp('/download')
    expect(await screen.findByText('The Android app package is not available yet.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download the app package' })).toBeNull()
    expect(fetch.to('download/package.json').map((r) => r.body)).toHaveLength(1)
  })

  it('/download shows the package link, and Retry after a failed check', async () => {
    let fail = true
    fakeServer({
      'download/package.json': () => {
        if (fail) throw new TypeError('Failed to fetch')
        return rawJson({ available: true, href: '/download/mandi.apk' })
      },
    })
    renderApp('/download')
    expect(await screen.findByText('Could not check for the app package.')).toBeTruthy()
    expect(screen.getByText('66666')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    const link = await screen.findByRole('link', { name: 'Download the app package' })
    expect(link.getAttribute('href')).toBe('/download/mandi.apk')
  })
})
