import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CopyField } from './copy-field.tsx'

const meta = {
  title: 'Data/CopyField',
  component: CopyField,
  args: { label: 'IFSC', value: 'SBIN0001234', copyLabel: 'Copy', onCopied: fn(), onCopyFailed: fn() },
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
export const HdText: Story = {
  args: { label: 'Khaata sankhya', copyLabel: 'Copy karein', copiedMessage: 'Safaltapoorvak copy hua' },
}
