import type { Meta, StoryObj } from '@storybook/react-vite'
import * as Lucide from 'lucide-react'
import type { ComponentType } from 'react'
import { expect, within } from 'storybook/test'
// The Foundations pages share one stylesheet with the ui-kit's (tokens, type scale, money).
import '../../../../packages/ui-kit/src/stories/foundations.css'

// The sources of the app and of the ui-kit, as text (tests and stories left out): the icon set shown here is
// the icons they import from lucide-react, so this page lists exactly what the app uses.
const SOURCES = import.meta.glob<string>(
  ['../**/*.tsx', '../../../../packages/ui-kit/src/**/*.tsx', '!**/*.test.tsx', '!**/*.stories.tsx'],
  { query: '?raw', import: 'default', eager: true },
)

/** Icon name → the files that import it. */
function iconsInUse(): Map<string, string[]> {
  const used = new Map<string, string[]>()
  for (const [path, source] of Object.entries(SOURCES)) {
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      for (const part of names.split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? ''
        if (!name || name.startsWith('type ') || name === 'LucideIcon' || name === 'LucideProps') continue
        const file = path.replace(/^(\.\.\/)+/, '')
        used.set(name, [...(used.get(name) ?? []), file])
      }
    }
  }
  return new Map([...used].sort(([a], [b]) => a.localeCompare(b)))
}

const LIBRARY = Lucide as unknown as Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>

function IconSet() {
  const used = iconsInUse()
  return (
    <section className="mk-foundations" aria-labelledby="icons">
      <h2 id="icons">Icon set: lucide-react ({used.size} icons in use)</h2>
      <p>
        One line-icon set for every icon. Decorative icons are <code>aria-hidden</code>; the control's label
        names them. Size 18–24 px.
      </p>
      <ul className="mk-foundations__grid">
        {[...used].map(([name, files]) => {
          const Icon = LIBRARY[name]
          return (
            <li key={name} title={files.join('\n')}>
              {Icon ? <Icon size={24} aria-hidden /> : null}
              <code>{name}</code>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const IconsInUse: Story = {
  name: 'Icons in use',
  render: () => <IconSet />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    // The tab bar alone has four; every listed name is an icon of the library, drawn as an SVG.
    await expect(items.length).toBeGreaterThan(10)
    for (const item of items) await expect(item.querySelector('svg')).not.toBeNull()
    await expect(within(canvasElement).getByText('House')).toBeVisible()
  },
}
