import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { newUser, richUser, savedRecord } from './fixtures.ts'
import { IdVerificationView } from './id-verification-view.tsx'
import { PersonalInfoView } from './personal-info-view.tsx'
import { ProfileView } from './profile-view.tsx'
import { SettingsView } from './settings-view.tsx'

// The app loads the Hindi (Devanagari) catalogue before rendering in it; the test setup loads only hd.
beforeAll(() => addCatalogue('hi', hi))

describe('ProfileView', () => {
  const props = {
    status: 'success',
    user: richUser,
    onRetry: vi.fn(),
    hidden: false,
    onToggleHidden: vi.fn(),
    locale: 'en',
    languageOpen: false,
    onLanguageOpen: vi.fn(),
    onLanguage: vi.fn(),
    onSignOut: vi.fn(),
  } as const

  it('shows name, ID, verified status and the asset card with the K abbreviation above 100000', () => {
    renderView(<ProfileView {...props} />)
    expect(screen.getByText('Demo Apple')).toBeTruthy()
    expect(screen.getByText('ID: MND4821')).toBeTruthy()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('₹123.45K')).toBeTruthy()
    expect(screen.getByText('₹4,200.00')).toBeTruthy()
    expect(screen.getByText('₹350.00')).toBeTruthy()
    expect(screen.getByText('Points')).toBeTruthy()
    // Every amount is the ui-kit Money (one line, tabular digits); the balance keeps its full value for readers.
    expect(document.querySelectorAll('.account__amounts [data-money]')).toHaveLength(3)
    expect(screen.getByText('₹1,23,456.78')).toBeTruthy()
  })

  it('shows the initials of the name when there is no picture', () => {
    renderView(<ProfileView {...props} />)
    expect(screen.getByRole('img', { name: 'Demo Apple' }).textContent).toBe('DA')
  })

  it('hides every amount behind asterisks and the eye toggles it', () => {
    const onToggleHidden = vi.fn()
    renderView(<ProfileView {...props} hidden onToggleHidden={onToggleHidden} />)
    expect(screen.queryByText('₹123.45K')).toBeNull()
    expect(screen.getAllByText('******')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Show amounts' }))
    expect(onToggleHidden).toHaveBeenCalledWith(false)
  })

  it('shows the stage of the PAN review: waiting, or refused', () => {
    const { rerender } = renderView(<ProfileView {...props} user={{ ...newUser, kycStatus: 1 }} />)
    expect(screen.getByText('Waiting for review')).toBeTruthy()
    rerender(<ProfileView {...props} user={{ ...newUser, kycStatus: 3 }} />)
    expect(screen.getByText('Not accepted')).toBeTruthy()
    expect(screen.queryByText('Verified')).toBeNull()
  })

  it('has Deposit, Withdraw, the quick access and the account menu links', () => {
    renderView(<ProfileView {...props} user={newUser} />)
    expect(screen.getByText('Not Verified')).toBeTruthy()
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Deposit')).toBe('/deposit')
    expect(href('Withdraw')).toBe('/payout')
    const quick = within(screen.getByRole('navigation', { name: 'Quick access' }))
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/position',
      '/salary',
      '/hist',
      '/reward',
      // Beyond §2's four: the mining plans the user bought.
      '/my_plans',
    ])
    expect(href('Bank account')).toBe('/update_bank')
    expect(href('Account security')).toBe('/safe')
    expect(href('Invite friends')).toBe('/share')
    expect(href('Customer Support')).toBe('/service')
  })

  it('offers English, Hinglish and हिन्दी in the language popup, each named in itself, and signs out', () => {
    const onLanguage = vi.fn()
    const onSignOut = vi.fn()
    renderView(<ProfileView {...props} languageOpen onLanguage={onLanguage} onSignOut={onSignOut} />)
    const dialog = within(screen.getByRole('dialog', { name: 'Choose a language' }))
    expect(dialog.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(dialog.getByRole('button', { name: 'Hinglish' }))
    expect(onLanguage).toHaveBeenCalledWith('hd')
    fireEvent.click(dialog.getByRole('button', { name: 'हिन्दी' }))
    expect(onLanguage).toHaveBeenCalledWith('hi')
    expect(dialog.getByText('हिन्दी').getAttribute('lang')).toBe('hi')
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('shows loading and error with Retry', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<ProfileView {...props} status="loading" user={undefined} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ProfileView {...props} status="error" user={undefined} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('reads in hd', () => {
    renderView(<ProfileView {...props} />, { locale: 'hd' })
    expect(screen.getByRole('button', { name: 'Baahar niklein' })).toBeTruthy()
  })
})

describe('IdVerificationView', () => {
  it('shows the saved record as Verified, without the form', () => {
    renderView(
      <IdVerificationView
        status="verified"
        review="verified"
        record={savedRecord}
        values={savedRecord}
        errors={{}}
        submitting={false}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      />,
    )
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('Bengaluru')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('upper-cases the PAN as it is typed', () => {
    const onChange = vi.fn()
    renderView(
      <IdVerificationView
        status="editing"
        values={{ ...savedRecord, pan: '' }}
        errors={{ pin: 'PIN must be exactly 6 digits' }}
        submitting={false}
        onChange={onChange}
        onSubmit={vi.fn()}
      />,
    )
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'abcde1234f' } })
    expect(onChange).toHaveBeenCalledWith('pan', 'ABCDE1234F')
    expect(screen.getByText('PIN must be exactly 6 digits')).toBeTruthy()
  })
})

describe('PersonalInfoView', () => {
  it('shows the verified flag, mobile, name and UID, and hands a chosen file on', () => {
    const onPickFile = vi.fn()
    renderView(
      <PersonalInfoView
        status="success"
        onRetry={vi.fn()}
        user={richUser}
        cropPreview={null}
        uploading={false}
        onPickFile={onPickFile}
        onUpload={vi.fn()}
        onCancelCrop={vi.fn()}
      />,
    )
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('9000000001')).toBeTruthy()
    expect(screen.getByText('1001')).toBeTruthy()
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Change avatar'), { target: { files: [file] } })
    expect(onPickFile).toHaveBeenCalledWith(file)
  })

  it('opens the crop popup with Upload', () => {
    const onUpload = vi.fn()
    renderView(
      <PersonalInfoView
        status="success"
        onRetry={vi.fn()}
        user={richUser}
        cropPreview="blob:preview"
        uploading={false}
        onPickFile={vi.fn()}
        onUpload={onUpload}
        onCancelCrop={vi.fn()}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Crop your avatar' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(onUpload).toHaveBeenCalledOnce()
  })
})

describe('SettingsView', () => {
  it('offers the three languages, each named in itself, with the current one pressed', () => {
    const onLanguage = vi.fn()
    renderView(<SettingsView locale="hd" onLanguage={onLanguage} onLogOut={vi.fn()} />)
    const hinglish = screen.getByRole('button', { name: 'Hinglish' })
    expect(hinglish.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))
    expect(onLanguage).toHaveBeenCalledWith('hi')
    expect(screen.getByRole('link', { name: 'Account security' }).getAttribute('href')).toBe('/safe')
  })

  it('reads in Hindi (Devanagari)', () => {
    renderView(<SettingsView locale="hi" onLanguage={vi.fn()} onLogOut={vi.fn()} />, { locale: 'hi' })
    expect(screen.getByRole('heading', { name: 'भाषा' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'बाहर निकलें' })).toBeTruthy()
  })
})
