import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DataSaverContext } from '../../lib/data-saver.ts'
import { sampleImage } from '../../stories/sample-image.ts'
import { Carousel, type CarouselSlide } from './carousel.tsx'

function banner(id: string, hue: number, text: string): CarouselSlide {
  return {
    id,
    label: text,
    content: (
      <img
        src={sampleImage(hue, text)}
        alt={text}
        style={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }}
      />
    ),
  }
}

const slides = [
  banner('gift', 30, '₹50 gift'),
  banner('invite', 200, 'Invite friends'),
  banner('pro', 280, 'BIT Pro'),
]

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: { slides, label: 'Banners', onChange: fn() },
  parameters: {
    localeArgs: {
      hd: {
        label: 'Banner',
        previousLabel: 'Pichhla',
        nextLabel: 'Agla',
        pauseLabel: 'Rokein',
        playLabel: 'Chalaayein',
        positionLabel: (position: number, total: number) => `${total} mein se ${position}`,
      },
    },
  },
} satisfies Meta<typeof Carousel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible()
  },
}
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } }
export const Empty: Story = { args: { slides: [] } }
export const HdText: Story = {
  args: {
    label: 'Banner',
    previousLabel: 'Pichhla',
    nextLabel: 'Agla',
    pauseLabel: 'Rokein',
    playLabel: 'Chalaayein',
    positionLabel: (position: number, total: number) => `${total} mein se ${position}`,
  },
}

/** The browser asks to save data: the banner starts paused (its button offers Play) and moves only by hand. */
export const DataSaver: Story = {
  decorators: [
    (Story) => (
      <DataSaverContext.Provider value={true}>
        <Story />
      </DataSaverContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pause' })).toBeNull()
  },
}
