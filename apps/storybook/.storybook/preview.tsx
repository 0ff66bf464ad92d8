import type { Decorator, Preview } from '@storybook/react-vite'
import '@mandi/ui-kit/tokens.css'
import { argsForLocale, type Locale, type LocaleParameters } from './locale.ts'

const withLocale: Decorator = (Story, context) => {
  const locale: Locale =
    context.globals.locale === 'hd' || context.globals.locale === 'hi' ? context.globals.locale : 'en'
  const args = argsForLocale(context.args, locale, context.parameters as LocaleParameters)
  return (
    // hd is a transliteration in Latin script, so its language tag is Hindi in Latin script; hi is Devanagari.
    <div lang={locale === 'hd' ? 'hi-Latn' : locale} className="mk-root">
      <Story args={args} />
    </div>
  )
}

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the story text',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hd', title: 'Hindi (Latin)' },
          { value: 'hi', title: 'हिन्दी (Devanagari)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'phone360', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    options: {
      // The screens sit where the app reaches them: signed out, then the tab bar's four tabs in its order, each
      // tab's own screen first (docs/web/routes.md). Components keep their order.
      storySort: {
        order: [
          '*',
          'Screens',
          [
            'Signed out',
            'Home',
            ['Home', 'Trading', '*'],
            'Goods',
            'Find',
            'Account',
            ['Profile', 'Wallet', '*'],
          ],
        ],
      },
    },
    viewport: {
      options: {
        phone360: { name: 'Phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone390: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    a11y: {
      test: 'error',
      // heading-order is a page-level best practice (not a WCAG criterion): an isolated story, or server HTML
      // inside RichText, cannot know the headings around it. The end-to-end suites check real pages.
      config: { rules: [{ id: 'heading-order', enabled: false }] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
}

export default preview
