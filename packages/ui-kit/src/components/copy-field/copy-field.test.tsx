import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyField } from './copy-field.tsx'

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value })
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard)
  else Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
})

async function tapCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
  })
}

describe('CopyField', () => {
  it('copies the value with the Clipboard API and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    const onCopied = vi.fn()
    render(<CopyField label="IFSC" value="DEMO0000001" onCopied={onCopied} />)
    await tapCopy()
    expect(writeText).toHaveBeenCalledWith('DEMO0000001')
    expect(onCopied).toHaveBeenCalledWith('Copied successfully')
    expect(screen.getByRole('status').textContent).toBe('Copied successfully')
  })

  it('shows `display` and still copies the bare value', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    render(<CopyField label="Amount" value="3000.00" display="₹3,000.00" />)
    expect(screen.getByText('₹3,000.00')).toBeTruthy()
    expect(screen.queryByText('3000.00')).toBeNull()
    await tapCopy()
    expect(writeText).toHaveBeenCalledWith('3000.00')
  })

  it('passes a translated message through', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) })
    const onCopied = vi.fn()
    render(
      <CopyField label="UPI" value="ravi@upi" copiedMessage="Safaltapoorvak copy hua" onCopied={onCopied} />,
    )
    await tapCopy()
    expect(onCopied).toHaveBeenCalledWith('Safaltapoorvak copy hua')
  })

  it('falls back to execCommand when the Clipboard API is refused', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) })
    let copied = ''
    const execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? ''
      return true
    })
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand })
    const onCopied = vi.fn()
    render(<CopyField label="Account" value="123456789012" onCopied={onCopied} />)
    await tapCopy()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toBe('123456789012')
    expect(onCopied).toHaveBeenCalledTimes(1)
    // The helper textarea is gone again.
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('reports failure when neither way works', async () => {
    setClipboard(undefined)
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false })
    const onCopied = vi.fn()
    const onCopyFailed = vi.fn()
    render(<CopyField label="IFSC" value="X" onCopied={onCopied} onCopyFailed={onCopyFailed} />)
    await tapCopy()
    expect(onCopied).not.toHaveBeenCalled()
    expect(onCopyFailed).toHaveBeenCalledWith('Copy failed')
  })
})
