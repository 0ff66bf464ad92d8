// The public API of @mandi/ui-kit. Charts (uPlot) and RichText (DOMPurify) are deliberately NOT
// re-exported here: import them from '@mandi/ui-kit/charts' and '@mandi/ui-kit/rich-text' so those
// libraries load only on the routes that use them.
export type { ButtonProps, ButtonVariant } from './components/button/button.tsx'
export { Button } from './components/button/button.tsx'
export { colors, elevation, fontSizes, radii, space, tapTarget } from './tokens/tokens.ts'
