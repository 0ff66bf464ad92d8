// The same values as tokens.css, for code that cannot read CSS (canvas charts, tests).
export const colors = {
  bg: '#f5f6f8',
  surface: '#ffffff',
  surfaceMuted: '#eef0f3',
  text: '#1a1d23',
  textMuted: '#5b6270',
  border: '#d7dbe2',
  primary: '#0b6bcb',
  primaryText: '#ffffff',
  success: '#136c2e',
  danger: '#b3261e',
  warning: '#7d5300',
  up: '#136c2e',
  down: '#b3261e',
} as const

export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 } as const

export const space = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32 } as const

export const radii = { sm: 4, md: 8, lg: 16, pill: 999 } as const

export const elevation = {
  1: '0 1px 2px rgb(16 20 28 / 0.08), 0 1px 3px rgb(16 20 28 / 0.06)',
  2: '0 4px 12px rgb(16 20 28 / 0.12)',
  3: '0 12px 32px rgb(16 20 28 / 0.2)',
} as const

export const tapTarget = 44
