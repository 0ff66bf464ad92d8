import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/i18n.tsx'
import { UpdateNotice } from './update-notice.tsx'
import { announceUpdateReady } from './update-ready.ts'

describe('UpdateNotice', () => {
  it('appears once a new version has taken over, with a way to reload', () => {
    render(
      <I18nProvider locale="en">
        <UpdateNotice />
      </I18nProvider>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    act(() => announceUpdateReady())
    expect(screen.getByRole('status').textContent).toContain('A new version of Mandi is ready.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})
