import { KYC_FEE } from '@mandi/domain'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { KycView, type KycViewProps } from './kyc-view.tsx'

const props: KycViewProps = {
  status: 'ready',
  onRetry: vi.fn(),
  verified: false,
  pendingReview: false,
  fee: KYC_FEE,
  onPay: vi.fn(),
  sheet: {
    open: false,
    loading: false,
    channels: [],
    channelId: null,
    paying: false,
    amountLabel: '₹6,000.00',
    amount: KYC_FEE,
    onSelect: vi.fn(),
    onPay: vi.fn(),
    onClose: vi.fn(),
  },
}

describe('KycView', () => {
  it('not verified: the status, the fee in ₹, what paying does, the link to /verif and the button', () => {
    const onPay = vi.fn()
    renderView(<KycView {...props} onPay={onPay} />)
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByText('KYC fee').nextElementSibling?.textContent).toBe('₹6,000.00')
    const note = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent?.startsWith('Paying the KYC fee') === true,
    )
    expect(note.textContent).toBe(
      'Paying the KYC fee makes a deposit of ₹6,000.00 to your balance through a payment method, like any other deposit. It does not verify your identity.',
    )
    // Every amount on the screen is the ui-kit Money (one line, tabular digits).
    expect(note.querySelector('[data-money]')?.textContent).toBe('₹6,000.00')
    expect(screen.getByText('KYC fee').nextElementSibling?.querySelector('[data-money]')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to ID Verification' }).getAttribute('href')).toBe('/verif')
    // No claim about the account that the server does not make.
    expect(screen.queryByText(/suspended|withdraw/i)).toBeNull()
    expect(screen.queryByLabelText('PAN')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹6,000.00 for KYC' }))
    expect(onPay).toHaveBeenCalledOnce()
  })

  it('waiting for review: still Not verified, says the PAN details were sent', () => {
    renderView(<KycView {...props} pendingReview />)
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByText('Your PAN details have been sent and are waiting for review.')).toBeTruthy()
  })

  it('verified (kyc_status 2): Verified and no payment button', () => {
    renderView(<KycView {...props} verified />)
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('Your identity is verified. There is nothing to pay here.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(screen.queryByText('KYC fee')).toBeNull()
  })

  it('loading shows no button; an error offers Retry', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<KycView {...props} status="loading" />)
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    rerender(<KycView {...props} status="error" errorText="Network error occurred" onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })

  it('reads in Hindi', () => {
    renderView(<KycView {...props} verified />, { locale: 'hd' })
    expect(screen.getByText('Satyaapit')).toBeTruthy()
  })
})
