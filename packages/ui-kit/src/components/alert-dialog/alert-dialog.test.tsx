import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AlertDialog } from './alert-dialog.tsx'

describe('AlertDialog', () => {
  it('is an alertdialog named by its title, with focus inside', () => {
    render(
      <AlertDialog
        open
        title="Sign out"
        message="Sure?"
        cancelLabel="Cancel"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <AlertDialog open message="Sure?" cancelLabel="Cancel" onConfirm={vi.fn()} onCancel={vi.fn()} />
      </>,
    )
    const dialog = screen.getByRole('alertdialog')
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab({ shift: true })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('cancels a confirm with Escape', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(
      <AlertDialog open message="Sure?" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />,
    )
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('gives focus back to where it was when it closes', async () => {
    const { rerender } = render(<button type="button">Copy</button>)
    const opener = screen.getByRole('button', { name: 'Copy' })
    opener.focus()
    rerender(
      <>
        <button type="button">Copy</button>
        <AlertDialog open message="Copied successfully" onConfirm={vi.fn()} />
      </>,
    )
    expect(document.activeElement).not.toBe(opener)
    rerender(
      <>
        <button type="button">Copy</button>
        <AlertDialog open={false} message="Copied successfully" onConfirm={vi.fn()} />
      </>,
    )
    expect(document.activeElement).toBe(opener)
  })
})

describe('AlertDialog and the rest of a double tap', () => {
  it('does not take the second tap of a double tap that opened it as OK, but takes a tap', () => {
    const onConfirm = vi.fn()
    render(<AlertDialog open message="Order placed" onConfirm={onConfirm} />)
    const ok = screen.getByRole('button', { name: 'OK' })
    // The second click of a double tap (detail 2) arriving just after the dialog opened, on OK or the backdrop.
    fireEvent.click(ok, { detail: 2 })
    fireEvent.click(screen.getByTestId('modal-backdrop'), { detail: 2 })
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    fireEvent.click(ok, { detail: 1 })
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})
