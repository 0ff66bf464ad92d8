import { Compass, House, LayoutGrid, UserRound } from 'lucide-react'

// The four tab icons from the app's one icon set (lucide); decorative: the tab label names the tab.
const SIZE = 22

export const HomeIcon = () => <House size={SIZE} aria-hidden focusable={false} />

export const GoodsIcon = () => <LayoutGrid size={SIZE} aria-hidden focusable={false} />

export const FindIcon = () => <Compass size={SIZE} aria-hidden focusable={false} />

export const AccountIcon = () => <UserRound size={SIZE} aria-hidden focusable={false} />
