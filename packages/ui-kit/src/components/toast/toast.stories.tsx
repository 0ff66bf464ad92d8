import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Toast, type ToastProps } from './toast.tsx'

function Demo(props: ToastProps) {
  const [message, setMessage] = useState<string | null>(props.message)
  return (
    <>
      <Button onClick={() => setMessage('No more products')}>Load More</Button>
      <Toast
        {...props}
        message={message}
        onDismiss={() => {
          setMessage(null)
          props.onDismiss()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  render: (args) => <Demo {...args} />,
  args: { message: 'Request failed. Please try again.', onDismiss: fn(), duration: 60_000 },
  parameters: { localeArgs: { hd: { message: 'Anurodh vifal raha. Dobara koshish karein.' } } },
} satisfies Meta<typeof Toast>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Success: Story = { args: { tone: 'success', message: 'Product sold successfully' } }
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', message: 'Network error occurred' } }
export const Dismisses: Story = {
  args: { message: null, duration: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('No more products')
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1))
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}
export const LongText: Story = {
  args: { message: 'Failed to load positions. Please try again later. '.repeat(3) },
}
export const HdText: Story = { args: { message: 'Anurodh vifal raha. Dobara koshish karein.' } }
