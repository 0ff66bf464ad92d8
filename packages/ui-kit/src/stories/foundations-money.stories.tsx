import { type Paise, paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Money, type MoneyFormat, type MoneySize } from '../components/money/money.tsx'
import './foundations.css'

const SIZES: readonly MoneySize[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'inherit']
const FORMATS: readonly MoneyFormat[] = ['full', 'compact', 'balance']
/** ₹28,965.13, ₹1.5 L, ₹2.3 Cr and ₹12,34,567.00: a thousand, a lakh, a crore and the balance threshold. */
const AMOUNTS: readonly Paise[] = [
  paise(2_896_513),
  paise(15_000_000),
  paise(230_000_000),
  paise(123_456_700),
]
const HIDDEN_TEXT = { en: 'Hidden', hd: 'Chhupa hai', hi: 'छिपा है' } as const
type Locale = keyof typeof HIDDEN_TEXT

function localeOf(globals: Record<string, unknown>): Locale {
  return globals.locale === 'hd' || globals.locale === 'hi' ? globals.locale : 'en'
}

function Sizes() {
  return (
    <section className="mk-foundations" aria-labelledby="money-sizes">
      <h2 id="money-sizes">Money in every size</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">size</th>
            <th scope="col">full</th>
            <th scope="col">compact</th>
          </tr>
        </thead>
        <tbody>
          {SIZES.map((size) => (
            <tr key={size}>
              <th scope="row">
                <code>{size}</code>
              </th>
              <td>
                <Money amount={paise(2_896_513)} size={size} />
              </td>
              <td>
                <Money amount={paise(15_000_000)} size={size} format="compact" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Formats({ locale }: { locale: Locale }) {
  return (
    <section className="mk-foundations" aria-labelledby="money-formats">
      <h2 id="money-formats">Money in every format</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">format</th>
            {AMOUNTS.map((amount) => (
              <th key={amount} scope="col">
                <code>{amount}</code> paise
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FORMATS.map((format) => (
            <tr key={format}>
              <th scope="row">
                <code>{format}</code>
              </th>
              {AMOUNTS.map((amount) => (
                <td key={amount}>
                  <Money amount={amount} format={format} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th scope="col">variant</th>
            <th scope="col">example</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">signed, tone auto (gain)</th>
            <td>
              <Money amount={paise(5_000)} signed tone="auto" />
            </td>
          </tr>
          <tr>
            <th scope="row">tone auto (loss)</th>
            <td>
              <Money amount={paise(-12_050)} tone="auto" />
            </td>
          </tr>
          <tr>
            <th scope="row">tone gain</th>
            <td>
              <Money amount={paise(250_000)} tone="gain" />
            </td>
          </tr>
          <tr>
            <th scope="row">tone loss</th>
            <td>
              <Money amount={paise(250_000)} tone="loss" />
            </td>
          </tr>
          <tr>
            <th scope="row">hidden</th>
            <td>
              <Money amount={paise(2_896_513)} hidden hiddenText={HIDDEN_TEXT[locale]} />
            </td>
          </tr>
          <tr>
            <th scope="row">compact inside a control (no tap)</th>
            <td>
              <Money amount={paise(230_000_000)} format="compact" revealOnTap={false} />
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}

const meta = {
  title: 'Foundations/Money',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const EverySize: Story = {
  name: 'Every size',
  render: () => <Sizes />,
  play: async ({ canvasElement }) => {
    const amounts = canvasElement.querySelectorAll('[data-money]')
    await expect(amounts).toHaveLength(SIZES.length * 2)
    // No size wraps an amount: its text lies on one line. (The box may be taller than a line: a shortened
    // amount is a 44 px tap target, issue 27.)
    for (const amount of amounts) {
      // The line boxes of its text: pieces of one line overlap vertically (a ₹ sign and digits of other
      // sizes too); a wrapped piece lies wholly below the first line.
      const rects: DOMRect[] = []
      const walker = document.createTreeWalker(amount, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0))
      }
      const lowestTop = Math.max(...rects.map((rect) => rect.top))
      const highestBottom = Math.min(...rects.map((rect) => rect.bottom))
      await expect(lowestTop).toBeLessThan(highestBottom)
    }
  },
}

export const EveryFormat: Story = {
  name: 'Every format',
  render: (_args, context) => <Formats locale={localeOf(context.globals)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('₹28,965.13').length).toBeGreaterThan(0)
    // A shortened amount shows its full value on tap.
    const [lakh] = canvas.getAllByRole('button', { name: '₹1,50,000.00' })
    if (!lakh) throw new Error('no compact lakh amount')
    await userEvent.click(lakh)
    await expect(lakh).toHaveAttribute('aria-expanded', 'true')
  },
}
