import { getShortestPaths, type StatePath } from '@xstate/graph'
import { vi } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { createActor } from 'xstate'
import { controlledActors, flush } from './controlled-actors.ts'

/** An event fed to the model: user events and synthetic done/error/after events with their payload. */
export type ModelEvent = { type: string; [key: string]: unknown }

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>

export interface WalkOptions {
  machine: AnyStateMachine
  input?: unknown
  actorNames: readonly string[]
  events: (snapshot: AnyMachineSnapshot) => readonly ModelEvent[]
  /** Abstracts the context so the graph stays finite (field values collapse to a few classes). */
  serialize: (snapshot: AnyMachineSnapshot) => string
  /** Milliseconds of each named delay, to replay `xstate.after.*` steps with fake timers. */
  delays: Record<string, number>
}

/** One shortest path to every distinct (abstracted) state the model can reach. */
export function generatePaths(options: WalkOptions): ModelPath[] {
  return getShortestPaths(options.machine, {
    input: options.input,
    events: options.events as never,
    serializeState: options.serialize as never,
  }) as unknown as ModelPath[]
}

export function describePath(path: ModelPath): string {
  const steps = path.steps.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  return steps.length ? steps.join(' → ') : '(initial)'
}

/**
 * Plays a generated path against a real actor: user events are sent, `xstate.done/error.actor.<id>` steps
 * settle the pending promise of that invocation, `xstate.after.<delay>` steps advance fake timers. After every
 * step the real snapshot must equal the model's (value and context), so the graph and the runtime agree.
 */
export async function replayPath(options: WalkOptions, path: ModelPath) {
  const controlled = controlledActors(options.actorNames)
  const emitted: EventObject[] = []
  const actor = createActor(options.machine.provide({ actors: controlled.actors as never }), {
    input: options.input,
  })
  actor.on('*', (event: EventObject) => {
    emitted.push(event)
  })
  actor.start()
  await flush()
  for (const step of path.steps) {
    const { type } = step.event
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
    const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
    const after = /^xstate\.after\.([^.]+)\./.exec(type)
    if (done?.[1]) controlled.resolve(done[1], (step.event as { output?: unknown }).output)
    else if (error?.[1]) controlled.reject(error[1], (step.event as { error?: unknown }).error)
    else if (after?.[1]) await vi.advanceTimersByTimeAsync(options.delays[after[1]] ?? Number(after[1]))
    else actor.send(step.event)
    await flush()
    const snapshot = actor.getSnapshot()
    if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) {
      throw new Error(
        `after ${type}: runtime at ${JSON.stringify(snapshot.value)}, model at ${JSON.stringify(step.state.value)}`,
      )
    }
    if (JSON.stringify(snapshot.context) !== JSON.stringify(step.state.context)) {
      throw new Error(`after ${type}: runtime context differs from the model's`)
    }
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, emitted, calls: controlled.calls }
}

export type PathCheck = (
  path: ModelPath,
  result: Awaited<ReturnType<typeof replayPath>>,
) => void | Promise<void>

/**
 * Replays every path and runs `check` on each result; returns one line per failing path (its events and the
 * error), so one test covers hundreds of paths without one report line each.
 */
export async function replayAll(options: WalkOptions, paths: readonly ModelPath[], check: PathCheck) {
  const failed: string[] = []
  for (const path of paths) {
    try {
      await check(path, await replayPath(options, path))
    } catch (error) {
      failed.push(`${describePath(path)}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return failed
}
