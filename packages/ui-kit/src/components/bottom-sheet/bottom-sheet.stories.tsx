import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { BottomSheet, type BottomSheetProps } from './bottom-sheet.tsx'

function Demo(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <BottomSheet
        {...props}
        open={open}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    title: 'Select payment method',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Button variant="secondary" block>
          UPI channel A
        </Button>
        <Button variant="secondary" block>
          UPI channel B
        </Button>
      </div>
    ),
  },
  parameters: { localeArgs: { hd: { title: 'Bhugtan ka tareeka chunein', closeLabel: 'Band karein' } } },
} satisfies Meta<typeof BottomSheet>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    // The sheet is portalled to document.body, outside the story canvas.
    const body = within(canvasElement.ownerDocument.body)
    const dialog = body.getByRole('dialog', { name: 'Select payment method' })
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus()
    // Tab cycles inside the dialog.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(body.queryByRole('dialog')).toBeNull()
    await expect(within(canvasElement).getByRole('button', { name: 'Open' })).toBeVisible()
  },
}
export const Closed: Story = { args: { open: false } }
export const LongText: Story = {
  args: {
    title: 'Choose how you want to pay for this deposit; each channel may take a few minutes to confirm',
    children: <p>{'A long explanation of the payment channels and their limits. '.repeat(12)}</p>,
  },
}
export const HdText: Story = { args: { title: 'Bhugtan ka tareeka chunein', closeLabel: 'Band karein' } }
