import { useState } from 'react'
import { teamApi } from '../../api/calls/team.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { useRouteActive } from '../../router/route-active.ts'
import { type TeamLevelNumber, TeamView } from './team-view.tsx'
import './strings.ts'

/** One level's summary and members, asked for the first time the level is shown and then kept. */
function useLevel(level: TeamLevelNumber, enabled: boolean) {
  const summary = useApiQuery(`team:summary:${level}`, () => teamApi.summary(level), {
    enabled,
    isEmpty: () => false,
  })
  const members = useApiPages(`team:members:${level}`, (page) => teamApi.members(level, page), {
    enabled,
    keyOf: (member) => member.code,
  })
  return {
    summary: { status: viewStatus(summary.state), data: dataOf(summary.state, null) },
    members: { status: viewStatus(members.state), items: dataOf(members.state, []), more: members.more },
    retry: () => {
      if (summary.state.status === 'error') summary.reload()
      if (members.state.status === 'error') members.reload()
    },
  }
}

/**
 * /direct container (keep-alive). Each level loads once (and keeps the pages of members it showed), the first time its tab is shown; switching tabs
 * or coming back to the route asks for nothing again. While the route is hidden nothing new starts (a tab
 * can only be opened while shown, and `seen` only grows then); it runs no polling that would need pausing.
 */
export function TeamScreen() {
  const active = useRouteActive()
  const [level, setLevel] = useState<TeamLevelNumber>(1)
  const [seen, setSeen] = useState<ReadonlySet<TeamLevelNumber>>(() => new Set([1]))
  const levels = {
    1: useLevel(1, seen.has(1)),
    2: useLevel(2, seen.has(2)),
    3: useLevel(3, seen.has(3)),
  }
  const shown = levels[level]
  return (
    <TeamView
      level={level}
      summary={shown.summary}
      members={shown.members}
      onLevelChange={(next) => {
        if (!active) return
        setSeen((previous) => new Set(previous).add(next))
        setLevel(next)
      }}
      onRetry={shown.retry}
    />
  )
}
