import type { Meta, StoryObj } from '@storybook/react-vite'
import { Compass, House, LayoutGrid, UserRound } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TabBar, type TabBarItem, type TabBarProps } from './tab-bar.tsx'

const items: TabBarItem[] = [
  { value: '/home', label: 'Home', icon: <House size={22} />, href: '#/home' },
  { value: '/trde', label: 'Goods', icon: <LayoutGrid size={22} />, href: '#/trde' },
  { value: '/find', label: 'Find', icon: <Compass size={22} />, href: '#/find' },
  { value: '/profile', label: 'Account', icon: <UserRound size={22} />, href: '#/profile' },
]
const hdItems: TabBarItem[] = [
  { value: '/home', label: 'Ghar', icon: <House size={22} /> },
  { value: '/trde', label: 'Saamaan', icon: <LayoutGrid size={22} /> },
  { value: '/find', label: 'Khojein', icon: <Compass size={22} /> },
  { value: '/profile', label: 'Khaata', icon: <UserRound size={22} /> },
]

function Controlled(props: TabBarProps) {
  const [active, setActive] = useState(props.active)
  return (
    <TabBar
      {...props}
      active={active}
      onSelect={(value) => {
        setActive(value)
        props.onSelect(value)
      }}
    />
  )
}

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar,
  render: (args) => <Controlled {...args} />,
  args: { items, active: '/home', onSelect: fn() },
  parameters: { layout: 'fullscreen', localeArgs: { hd: { items: hdItems } } },
} satisfies Meta<typeof TabBar>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Goods' }))
    await expect(args.onSelect).toHaveBeenCalledWith('/trde')
    await expect(canvas.getByRole('link', { name: 'Goods' })).toHaveAttribute('aria-current', 'page')
  },
}
export const UnreadBadge: Story = {
  args: { unread: 3, unreadLabel: (count: number) => `${count} unread messages` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread messages')).toBeInTheDocument()
  },
}
export const ManyUnread: Story = { args: { unread: 240 } }
export const LongText: Story = {
  args: {
    items: items.map((item) => ({ ...item, label: `${item.label} and everything else in this section` })),
  },
}
export const HdText: Story = { args: { items: hdItems, label: 'Mukhya' } }
