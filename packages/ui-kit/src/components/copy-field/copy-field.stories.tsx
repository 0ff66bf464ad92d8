import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CopyField } from './copy-field.tsx'

const meta = {
  title: 'Data/CopyField',
  component: CopyField,
  args: { label: 'IFSC', value: 'DEMO0000001', copyLabel: 'Copy', onCopied: fn(), onCopyFailed: fn() },
  parameters: { localeArgs: { hd: { copyLabel: 'Copy karein', copiedMessage: 'Safaltapoorvak copy hua' } } },
} satisfies Meta<typeof CopyField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }))
    // Headless Chromium may refuse clipboard access; either way the outcome is reported, never silent.
    await waitFor(() =>
      expect(
        (args.onCopied as ReturnType<typeof fn>).mock.calls.length +
          (args.onCopyFailed as ReturnType<typeof fn>).mock.calls.length,
      ).toBe(1),
    )
    await expect(canvas.getByRole('status')).not.toHaveTextContent(/^$/)
  },
}
export const LongText: Story = {
  args: { label: 'Account number', value: '12345678901234567890' },
}
/** A formatted amount is shown; the bare figure a bank app takes is copied. */
export const DisplayDiffers: Story = {
  args: { label: 'Amount (₹)', value: '3000.00', display: '₹3,000.00' },
}
export const HdText: Story = {
  args: { label: 'Khaata sankhya', copyLabel: 'Copy karein', copiedMessage: 'Safaltapoorvak copy hua' },
}

/** Neither the Clipboard API nor execCommand works (an old WebView): the failure is reported, not swallowed. */
export const CopyFails: Story = {
  name: 'Error',
  args: { failedMessage: 'Copy failed' },
  beforeEach: () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    const execCommand = Object.getOwnPropertyDescriptor(document, 'execCommand')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false })
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard)
      else Reflect.deleteProperty(navigator, 'clipboard')
      if (execCommand) Object.defineProperty(document, 'execCommand', execCommand)
      else Reflect.deleteProperty(document, 'execCommand')
    }
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledWith('Copy failed'))
    await expect(canvas.getByRole('status')).toHaveTextContent('Copy failed')
    await expect(args.onCopied).not.toHaveBeenCalled()
  },
}
