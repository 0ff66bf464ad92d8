import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from '../../stories/sample-image.ts'
import { Avatar } from './avatar.tsx'

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Demo Trader', size: 48 },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {}
export const WithImage: Story = { args: { src: sampleImage(200, '') } }
/** A picture that fails to load (a missing file): the initials show instead of a broken image. */
export const BrokenImage: Story = { args: { src: '/img/no-such-face-icon.png' } }
/** A name in Devanagari: the first letter of each word, without its vowel sign. */
export const Devanagari: Story = { args: { name: 'डेमो सदस्य' } }
export const Large: Story = { args: { size: 96 } }
export const LongText: Story = { args: { name: 'Demo Account Holder With A Long Name' } }
export const HdText: Story = { args: { name: 'Demo Saffron' } }
