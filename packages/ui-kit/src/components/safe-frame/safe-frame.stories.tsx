import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SafeFrame } from './safe-frame.tsx'

const meta = {
  title: 'Content/SafeFrame',
  component: SafeFrame,
  args: {
    src: 'https://chat.provider.example/widget?channel=7',
    title: 'Live chat',
    blockedMessage: 'This page cannot be shown.',
    height: 320,
  },
  parameters: {
    localeArgs: { hd: { title: 'Live baatcheet', blockedMessage: 'Yeh page nahin dikhaya ja sakta.' } },
  },
} satisfies Meta<typeof SafeFrame>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Live chat')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
  },
}
export const OwnOrigin: Story = {
  args: { src: `${window.location.origin}/iframe.html`, title: 'Own page' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Own page')
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
  },
}
export const BlockedJavascript: Story = {
  name: 'Error: javascript URL',
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page cannot be shown.')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}
export const BlockedUserinfo: Story = {
  name: 'Error: userinfo URL',
  args: { src: 'https://app@evil.example/' },
}
export const Empty: Story = { args: { src: '' } }
export const HdText: Story = {
  args: {
    src: 'data:text/html,x',
    title: 'Live baatcheet',
    blockedMessage: 'Yeh page nahin dikhaya ja sakta.',
  },
}
