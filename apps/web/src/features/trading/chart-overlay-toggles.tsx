import { ToggleChip } from '@mandi/ui-kit'
import type { ChartOverlays } from '@mandi/ui-kit/charts'
import { useT } from '../../i18n/i18n.tsx'
import { OVERLAY_KEYS } from './chart-overlays-store.ts'
import './chart-overlay-toggles.css'

export interface ChartOverlayTogglesProps {
  readonly overlays: ChartOverlays
  readonly onChange: (next: ChartOverlays) => void
}

/** MA 5/10/30 and the volume MA of /kline: one toggle button each (aria-pressed), any number on at once. */
export function ChartOverlayToggles({ overlays, onChange }: ChartOverlayTogglesProps) {
  const t = useT()
  return (
    <fieldset className="chart-overlays">
      <legend className="chart-overlays__legend">{t('trading.chart.overlays')}</legend>
      {OVERLAY_KEYS.map((key) => (
        <ToggleChip
          key={key}
          className="chart-overlays__toggle"
          pressed={Boolean(overlays[key])}
          onClick={() => onChange({ ...overlays, [key]: !overlays[key] })}
        >
          {t(`trading.chart.${key}`)}
        </ToggleChip>
      ))}
    </fieldset>
  )
}
