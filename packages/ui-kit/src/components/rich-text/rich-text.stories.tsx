import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { findExecutableContent, HOSTILE_PAYLOADS } from './hostile-payloads.ts'
import { RichText } from './rich-text.tsx'

const notice = `<h2>Deposit window</h2>
<p>Deposits are credited within <b>5 minutes</b>. If a deposit is missing, contact
<a href="https://support.example/help">support</a> with your order number.</p>
<ul><li>Minimum ₹600</li><li>UPI and bank transfer</li></ul>`

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { html: notice },
  parameters: {
    localeArgs: {
      hd: { html: '<h2>Jama samay</h2><p>Jama <b>5 minute</b> mein credit hota hai.</p>' },
    },
  },
} satisfies Meta<typeof RichText>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector('a')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Every hostile payload of the unit tests, rendered in the real browser: nothing may survive or run. */
export const HostilePayloads: Story = {
  args: { html: HOSTILE_PAYLOADS.join('\n<hr>\n') },
  // The payloads are attacks, not content: their leftover <img> tags have no alt text by design.
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    await expect(findExecutableContent(canvasElement)).toEqual([])
    // DOM clobbering: the document's own properties still are what they were.
    const doc = canvasElement.ownerDocument
    await expect(doc.getElementById('location')).toBeNull()
    await expect(typeof doc.getElementById).toBe('function')
    await expect(doc.location).toBeInstanceOf(Location)
  },
}
export const Empty: Story = { args: { html: '' } }
export const LongText: Story = {
  args: {
    html: `<p>${'A very long announcement paragraph with averyveryverylongwordwithoutanyspacesthatmustwrap. '.repeat(20)}</p>`,
  },
}
export const HdText: Story = {
  args: { html: '<h2>Jama samay</h2><p>Jama <b>5 minute</b> mein credit hota hai.</p>' },
}
