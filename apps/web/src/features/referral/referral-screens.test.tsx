import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsTo, fakeServer, ok } from '../../test/fake-server.ts'
import { go, renderApp } from '../../test/render-app.tsx'
import { userWire } from '../../test/wire-user.ts'

const summary = { people_num: 4, people_deposited: 2, deposit_amount: '1200.00', payout_amount: '300.50' }
const member = (name: string, code: string) => ({
  name,
  code,
  pay_out: '100.00',
  created_at: '2026-11-01 10:00:00',
})

describe('referral screens', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('/share copies the code and alerts Copied successfully', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fakeServer({
      'user/info': ok(userWire({ code: '100001', balance: '0', salary: '0', integral: '0' })),
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
      'user/info': ok(userWire({ code: '100001', balance: '0', salary: '0', integral: '0' })),
      'user/direct': () => ok({ ...summary, people_num: 5, people_deposited: 3 }),
    })
    renderApp('/share', { token: 't' })
    const invited = await screen.findByText('Friends who joined')
    await waitFor(() => expect(invited.nextSibling?.textContent).toBe('5'))
    expect(screen.getByText('Of them, made a deposit').nextSibling?.textContent).toBe('3')
    const asked = callsTo(fetch, 'user/direct')
    expect(asked.map((query) => new URLSearchParams(query).get('level'))).toEqual(['1'])
  })

  it('/direct loads each level once and keeps it when the route is left and shown again', async () => {
    const fetch = fakeServer({
      'user/direct': () => ok(summary),
      'user/direct_people': (params: URLSearchParams) =>
        ok(params.get('level') === '1' ? [member('Asha', '201')] : [member('Ravi', '301')]),
      'reward/last_ten': ok([]),
    })
    renderApp('/direct', { token: 't' })
    expect(await screen.findByText('Asha')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-2' }))
    expect(await screen.findByText('Ravi')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Level-1' }))
    expect(screen.getByText('Asha')).toBeTruthy()
    go('/reward')
    expect(await screen.findByText('No invitation rewards yet')).toBeTruthy()
    go('/direct')
    expect(await screen.findByText('Asha')).toBeTruthy()
    expect(callsTo(fetch, 'user/direct_people')).toEqual(['?level=1', '?level=2'])
    expect(callsTo(fetch, 'user/direct')).toEqual(['?level=1', '?level=2'])
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
      'user/ranking': (params: URLSearchParams) =>
        ok([{ ...entry(`Top of ${params.get('filed')}`), rank: 1 }]),
      'user/my_ranking': (params: URLSearchParams) =>
        ok({
          rank: params.get('filed') === 'team' ? 12 : null,
          entry: { ...entry('Asha Menon'), member: { name: 'Asha Menon', code: '100002' } },
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
    expect(callsTo(fetch, 'user/ranking')).toEqual(['?filed=team', '?filed=invite_moth'])
    expect(callsTo(fetch, 'user/my_ranking')).toEqual(['?filed=team', '?filed=invite_moth'])
  })

  it('/reward states the rule with the server’s invite_reward figure', async () => {
    const fetch = fakeServer({
      'reward/last_ten': ok([
        { code: '234567', name: 'Meera Iyer', amount: '61.73', created_at: '2026-06-01 15:00:00' },
      ]),
      'sys/config': ok({ key: 'invite_reward', value: '5' }),
    })
    renderApp('/reward', { token: 't' })
    expect(await screen.findByText('Meera Iyer')).toBeTruthy()
    expect(await screen.findByText(/^You get 5% of the first deposit/)).toBeTruthy()
    expect(screen.getByText('+₹61.73')).toBeTruthy()
    expect(callsTo(fetch, 'sys/config')).toEqual(['?key=invite_reward'])
  })

  it('/download is public and falls back to 66666 for a missing or odd code', async () => {
    fakeServer({ 'download/package.json': { available: false } })
    renderApp('/download?code=%3Cscript%3E')
    expect(await screen.findByText('66666')).toBeTruthy()
    go('/download?code=100001')
    expect(await screen.findByText('100001')).toBeTruthy()
  })

  it('/download links the package only when the server says there is one', async () => {
    const fetch = fakeServer({ 'download/package.json': { available: false } })
    renderApp('/download')
    expect(await screen.findByText('The Android app package is not available yet.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download the app package' })).toBeNull()
    expect(callsTo(fetch, 'download/package.json')).toHaveLength(1)
  })

  it('/download shows the package link, and Retry after a failed check', async () => {
    let fail = true
    fakeServer({
      'download/package.json': () => {
        if (fail) throw new TypeError('Failed to fetch')
        return { available: true, href: '/download/mandi.apk' }
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
