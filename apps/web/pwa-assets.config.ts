import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

// The app's install icons, all generated from public/app-icon.svg: `npm run icons -w @mandi/web`.
// The maskable icon sits on the brand blue (tokens --mk-color-primary) with the safe-zone padding Android
// crops to, so the M is never cut by a circle or squircle mask.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: '#0b6bcb' } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: '#0b6bcb' } },
  },
  images: ['public/app-icon.svg'],
})
