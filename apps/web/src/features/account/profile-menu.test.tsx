import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { richUser } from './fixtures.ts'
import { ProfileView } from './profile-view.tsx'

describe('ProfileView account menu (every feature within three taps of /home)', () => {
  it('links the statement, the settlement, announcements, the About and Terms pages and the download page', () => {
    renderView(
      <ProfileView
        status="success"
        user={richUser}
        onRetry={vi.fn()}
        hidden={false}
        onToggleHidden={vi.fn()}
        locale="en"
        languageOpen={false}
        onLanguageOpen={vi.fn()}
        onLanguage={vi.fn()}
        onSignOut={vi.fn()}
      />,
    )
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }))
    const href = (name: string) => menu.getByRole('link', { name }).getAttribute('href')
    expect(href('Account statement')).toBe('/center')
    expect(href('Account settlement')).toBe('/settlement')
    expect(href('Announcements')).toBe('/notify')
    expect(href('About Mandi')).toBe('/page?id=1')
    expect(href('Terms of Service')).toBe('/page?id=2')
    expect(href('Download the app')).toBe('/download')
  })
})
