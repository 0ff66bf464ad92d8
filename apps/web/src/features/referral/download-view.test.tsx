import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { DownloadView, type DownloadViewProps } from './download-view.tsx'

const props = (over: Partial<DownloadViewProps> = {}): DownloadViewProps => ({
  code: '66666',
  appPackage: { status: 'unavailable' },
  install: 'steps',
  onInstall: vi.fn(),
  onRetry: vi.fn(),
  onCopied: vi.fn(),
  ...over,
})

describe('DownloadView: adding the app to the home screen', () => {
  it('offers Install the app when the browser allows it, and the tap asks the browser', () => {
    const p = props({ install: 'available' })
    renderView(<DownloadView {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }))
    expect(p.onInstall).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the Android Chrome and iPhone Safari steps when the browser offers no install', () => {
    renderView(<DownloadView {...props()} />)
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    const [android, iphone] = screen.getAllByRole('list')
    expect(screen.getByRole('heading', { name: 'Android, in Chrome' })).toBeTruthy()
    expect(within(android as HTMLElement).getAllByRole('listitem')[1]?.textContent).toBe(
      "Tap 'Add to Home screen' or 'Install app'.",
    )
    expect(screen.getByRole('heading', { name: 'iPhone, in Safari' })).toBeTruthy()
    expect(within(iphone as HTMLElement).getAllByRole('listitem')[1]?.textContent).toBe(
      "Tap 'Add to Home Screen'.",
    )
  })

  it('says it is installed, with neither button nor steps', () => {
    renderView(<DownloadView {...props({ install: 'installed' })} />)
    expect(screen.getByText(/^Mandi is installed on this phone\./).getAttribute('role')).toBe('status')
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('keeps the package link beside the install offer only when the server has a package', () => {
    const { rerender } = renderView(
      <DownloadView
        {...props({ install: 'available', appPackage: { status: 'available', href: '/x.apk' } })}
      />,
    )
    expect(screen.getByRole('link', { name: 'Download the app package' }).getAttribute('href')).toBe('/x.apk')
    rerender(<DownloadView {...props({ install: 'available' })} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('reads in Hinglish and Hindi', () => {
    renderView(<DownloadView {...props({ install: 'available' })} />, { locale: 'hd' })
    expect(screen.getByRole('button', { name: 'App install karein' })).toBeTruthy()
  })
})
