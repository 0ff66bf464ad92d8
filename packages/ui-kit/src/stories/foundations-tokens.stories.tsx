import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import tokensCss from '../tokens/tokens.css?raw'
import './foundations.css'

/** The custom properties of tokens.css, in their order: read from the file, so this page never goes stale. */
function tokens(prefix: string): { name: string; value: string }[] {
  return [...tokensCss.matchAll(/(--mk-[\w-]+)\s*:\s*([^;]+);/g)]
    .map(([, name = '', value = '']) => ({ name, value: value.trim() }))
    .filter(({ name }) => name.startsWith(prefix))
}

function Colours() {
  return (
    <section className="mk-foundations" aria-labelledby="colours">
      <h2 id="colours">Colours</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Swatch</th>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {tokens('--mk-color-').map(({ name, value }) => (
            <tr key={name}>
              <td>
                <span className="mk-foundations__swatch" style={{ background: `var(${name})` }} />
              </td>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Spacing() {
  return (
    <section className="mk-foundations" aria-labelledby="spacing">
      <h2 id="spacing">Spacing</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {[...tokens('--mk-space-'), ...tokens('--mk-tap-target')].map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span className="mk-foundations__bar" style={{ width: `var(${name})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function RadiiAndElevation() {
  return (
    <section className="mk-foundations" aria-labelledby="radii">
      <h2 id="radii">Radii and elevation</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Shape</th>
          </tr>
        </thead>
        <tbody>
          {tokens('--mk-radius-').map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span className="mk-foundations__radius" style={{ borderRadius: `var(${name})` }} />
              </td>
            </tr>
          ))}
          {tokens('--mk-elevation-').map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span className="mk-foundations__shadow" style={{ boxShadow: `var(${name})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A sample line in each of the three languages, so the scale is seen with Devanagari too. */
const SAMPLE = {
  en: 'Add money to your balance',
  hd: 'Balance mein paise jodein',
  hi: 'बैलेंस में पैसे जोड़ें',
} as const

function TypeScale({ locale }: { locale: keyof typeof SAMPLE }) {
  const weights = tokens('--mk-font-weight-')
  return (
    <section className="mk-foundations" aria-labelledby="type">
      <h2 id="type">Type scale</h2>
      <p>
        <code>--mk-font-family</code>: <code>{tokens('--mk-font-family')[0]?.value}</code>, line height{' '}
        <code>{tokens('--mk-line-height')[0]?.value}</code>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokens('--mk-font-size-').map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
                <br />
                <code>{value}</code>
              </td>
              <td style={{ fontSize: `var(${name})` }}>{SAMPLE[locale]}</td>
            </tr>
          ))}
          {weights.map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
                <br />
                <code>{value}</code>
              </td>
              <td style={{ fontWeight: `var(${name})` }}>{SAMPLE[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ColourTokens: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    // Every colour of tokens.css, named: the primary, text and the money colours among them.
    await expect(rows.length).toBeGreaterThan(15)
    await expect(within(canvasElement).getByText('--mk-color-primary')).toBeVisible()
    await expect(within(canvasElement).getByText('--mk-color-up')).toBeVisible()
  },
}
export const SpacingTokens: Story = { name: 'Spacing', render: () => <Spacing /> }
export const Radii: Story = { name: 'Radii and elevation', render: () => <RadiiAndElevation /> }
export const Type: Story = {
  name: 'Type scale',
  render: (_args, context) => (
    <TypeScale
      locale={
        context.globals.locale === 'hd' || context.globals.locale === 'hi' ? context.globals.locale : 'en'
      }
    />
  ),
}
