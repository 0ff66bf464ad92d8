import { LINE_CHART_MAX_POINTS } from '@mandi/domain'

/** The line chart holds at most 50 points (§9): the newest ones are kept. */
export function linePoints(values: readonly number[], max = LINE_CHART_MAX_POINTS): readonly number[] {
  return values.length > max ? values.slice(values.length - max) : values
}
