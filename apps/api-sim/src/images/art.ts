import {
  Apple,
  Banknote,
  Bell,
  Carrot,
  ChartCandlestick,
  Coffee,
  Coins,
  CookingPot,
  Cpu,
  Droplets,
  FileCheck,
  Flower2,
  Gift,
  Headphones,
  IdCard,
  Landmark,
  Megaphone,
  Milk,
  Newspaper,
  Package,
  Pickaxe,
  ReceiptIndianRupee,
  Server,
  Share2,
  Shirt,
  ShoppingBag,
  ShoppingBasket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  SportShoe,
  Store,
  Timer,
  TrendingUp,
  TubeLotion,
  Tv,
  UserPlus,
  Users,
  Wallet,
  Wheat,
} from 'lucide-static'
import { iconShapes } from './icon-shapes.ts'

/**
 * Illustrations the sim serves instead of photos: one lucide icon large on a soft background, two small ones
 * beside it, and no text (the app writes the name next to the picture, in the reader's language).
 */
interface Art {
  readonly main: string
  readonly accents: readonly [string, string]
  /** background, the circle behind the main icon, the strokes */
  readonly colours: readonly [string, string, string]
}

/** One picture per product category of the catalogue (`category` on product/list). */
export const CATEGORY_ART = {
  food: { main: Wheat, accents: [CookingPot, Coffee], colours: ['#fef3c7', '#fde68a', '#92400e'] },
  fresh: { main: Apple, accents: [Carrot, Milk], colours: ['#dcfce7', '#bbf7d0', '#166534'] },
  market: {
    main: ShoppingBasket,
    accents: [ShoppingCart, Package],
    colours: ['#e0f2fe', '#bae6fd', '#075985'],
  },
  clothes: { main: Shirt, accents: [SportShoe, ShoppingBag], colours: ['#f3e8ff', '#e9d5ff', '#6b21a8'] },
  electronic: {
    main: Smartphone,
    accents: [Headphones, Tv],
    colours: ['#e0e7ff', '#c7d2fe', '#3730a3'],
  },
  beauty: { main: Flower2, accents: [TubeLotion, Droplets], colours: ['#fce7f3', '#fbcfe8', '#9d174d'] },
} as const satisfies Record<string, Art>

/** One picture per kind of announcement, activity or plan: what it is about. */
export const KIND_ART = {
  news: { main: Megaphone, accents: [Bell, Newspaper], colours: ['#ffedd5', '#fed7aa', '#9a3412'] },
  welcome: { main: Store, accents: [ShoppingBag, Sparkles], colours: ['#ede9fe', '#ddd6fe', '#5b21b6'] },
  reward: { main: Gift, accents: [Sparkles, Coins], colours: ['#ffe4e6', '#fecdd3', '#9f1239'] },
  points: { main: Coins, accents: [ShoppingBasket, Sparkles], colours: ['#fef3c7', '#fde68a', '#92400e'] },
  trading: {
    main: TrendingUp,
    accents: [ChartCandlestick, Timer],
    colours: ['#ccfbf1', '#99f6e4', '#115e59'],
  },
  mining: { main: Pickaxe, accents: [Cpu, Server], colours: ['#fef9c3', '#fef08a', '#854d0e'] },
  invite: { main: Users, accents: [UserPlus, Share2], colours: ['#e0f2fe', '#bae6fd', '#075985'] },
  deposit: { main: Wallet, accents: [Banknote, Landmark], colours: ['#d1fae5', '#a7f3d0', '#065f46'] },
  fee: {
    main: ReceiptIndianRupee,
    accents: [Landmark, Banknote],
    colours: ['#f1f5f9', '#e2e8f0', '#334155'],
  },
  verification: {
    main: IdCard,
    accents: [FileCheck, Bell],
    colours: ['#dbeafe', '#bfdbfe', '#1e40af'],
  },
} as const satisfies Record<string, Art>

export type CategoryName = keyof typeof CATEGORY_ART
export type KindName = keyof typeof KIND_ART

export const categoryImagePath = (category: CategoryName) => `/img/categories/${category}.svg`
export const kindImagePath = (kind: KindName) => `/img/kinds/${kind}.svg`

export function isCategory(name: string): name is CategoryName {
  return Object.hasOwn(CATEGORY_ART, name)
}

export function isKind(name: string): name is KindName {
  return Object.hasOwn(KIND_ART, name)
}

/** An icon of 24 units drawn at `size` px with its top-left corner at (x, y). */
function placed(icon: string, x: number, y: number, size: number, stroke: string, width: number): string {
  const scale = size / 24
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="${width / scale}" stroke-linecap="round" stroke-linejoin="round">${iconShapes(icon)}</g>`
}

/**
 * A square picture whose drawing stays inside the middle three quarters of its height, so the 4:3 crop of the
 * product page (object-fit: cover) keeps all of it.
 */
export function artSvg(art: Art): string {
  const [background, circle, ink] = art.colours
  const [first, second] = art.accents
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">',
    `<rect width="320" height="320" fill="${background}"/>`,
    `<circle cx="160" cy="160" r="92" fill="${circle}"/>`,
    `<circle cx="262" cy="78" r="10" fill="${circle}"/><circle cx="58" cy="246" r="14" fill="${circle}"/>`,
    placed(art.main, 100, 100, 120, ink, 9),
    `<g opacity=".6">${placed(first, 34, 60, 48, ink, 4)}${placed(second, 238, 212, 48, ink, 4)}</g>`,
    '</svg>',
  ].join('')
}
