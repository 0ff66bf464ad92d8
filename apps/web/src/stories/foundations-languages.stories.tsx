import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { en } from '../i18n/en-catalogue.ts'
import { hd } from '../i18n/hd-catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { htmlLangOf } from '../i18n/locale.ts'
// The Foundations pages share one stylesheet with the ui-kit's (tokens, type scale, money).
import '../../../../packages/ui-kit/src/stories/foundations.css'

type Tree = { readonly [key: string]: string | Tree }
const CATALOGUES = { en, hd, hi } as const
type Locale = keyof typeof CATALOGUES
const COLUMNS: readonly { locale: Locale; heading: string }[] = [
  { locale: 'en', heading: 'English (en)' },
  { locale: 'hd', heading: 'Hinglish (hd)' },
  { locale: 'hi', heading: 'हिन्दी (hi)' },
]

function textOf(locale: Locale, key: string): string | undefined {
  let node: string | Tree | undefined = CATALOGUES[locale] as unknown as Tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

function keysOf(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )
}

/** Words people meet on every screen, and the ones issue 20 names (bank account, Points, Credit, Fee, …). */
const SAMPLE = [
  'shell.tab.home',
  'shell.tab.goods',
  'shell.tab.find',
  'shell.tab.account',
  'shell.common.retry',
  'wallet.deposit.title',
  'wallet.payout.submit',
  'wallet.payout.fee',
  'wallet.statement.cr',
  'wallet.statement.dr',
  'wallet.bank.bindTitle',
  'account.profile.points',
  'account.profile.settings',
  'pro.status.active',
  'pro.status.stop',
  'pro.detail.transferPrincipal',
  'pro.detail.transferProfit',
  'positions.trade.open',
  'home.sold',
  'referral.share.title',
  'market.product.buy',
  'market.product.sell',
  'content.notify.title',
  'chat.box.send',
]

function Side({ keys, caption }: { keys: readonly string[]; caption: string }) {
  return (
    <section className="mk-foundations" aria-labelledby="languages">
      <h2 id="languages">{caption}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">key</th>
            {COLUMNS.map(({ locale, heading }) => (
              <th key={locale} scope="col" lang={htmlLangOf(locale)}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              {COLUMNS.map(({ locale }) => (
                <td key={locale} lang={htmlLangOf(locale)}>
                  {textOf(locale, key) ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const NAMESPACES = Object.keys(en) as (keyof typeof en)[]

const meta = {
  title: 'Foundations/Languages',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A sample of app strings in English, Hinglish and Hindi side by side, from the app's catalogues. */
export const Sample: Story = {
  render: () => (
    <Side
      caption="Each language side by side"
      keys={SAMPLE.filter((key) => textOf('en', key) !== undefined)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(10)
    // Each column is tagged with its language, so screen readers and fonts read it right.
    const home = canvas.getByText('shell.tab.home').closest('tr')
    await expect(home?.querySelectorAll('td[lang="en"], td[lang="hi-Latn"], td[lang="hi"]')).toHaveLength(3)
  },
}

/** Every string of one namespace (pick it in the controls). */
export const Namespace: StoryObj<{ namespace: keyof typeof en }> = {
  args: { namespace: 'shell' },
  argTypes: { namespace: { control: 'select', options: NAMESPACES } },
  render: ({ namespace }) => (
    <Side caption={`All of ${namespace}`} keys={keysOf(en[namespace] as unknown as Tree, `${namespace}.`)} />
  ),
}
