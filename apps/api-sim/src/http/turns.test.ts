import { describe, expect, it } from 'vitest'
import { Turns } from './turns.ts'

// A fake clock: the budget is about how much work runs between two rounds of the event loop, not about time.
function setup() {
  const clock = { t: 0 }
  const turns = new Turns(5, () => clock.t, 1)
  const order: string[] = []
  const loopRound = () => new Promise<void>((resolve) => setImmediate(resolve))
  /** A request: enters (as having arrived at `arrivedAt`), records when it runs, spends `cost` ms, leaves. */
  const request = async (name: string, cost: number, arrivedAt?: number) => {
    const turn = turns.enter(arrivedAt)
    if (turn) await turn
    order.push(name)
    clock.t += cost
    turns.leave()
  }
  return { clock, turns, order, loopRound, request }
}

describe('Turns', () => {
  it('runs requests at once while the turn has time left', async () => {
    const { order, request } = setup()
    // The first turn starts at time 0; nothing has been spent yet.
    await Promise.all([request('a', 1), request('b', 1), request('c', 1)])
    expect(order).toEqual(['a', 'b', 'c'])
  })

  it('once the budget is spent, makes later requests wait for the loop to go round, in order of arrival', async () => {
    const { order, request, loopRound } = setup()
    await request('a', 6)
    // 6 ms spent in this turn: b and c queue, however many microtasks go by.
    const rest = [request('b', 1), request('c', 1)]
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(order).toEqual(['a'])
    // The loop goes round (accepts a connection, reads sockets, runs timers), then their turn comes.
    await loopRound()
    expect(order).toEqual(['a', 'b', 'c'])
    await Promise.all(rest)
  })

  it('spreads a long queue over several turns, each within its budget', async () => {
    const { order, request, loopRound } = setup()
    await request('spend', 5)
    const all = Promise.all(['1', '2', '3', '4', '5', '6'].map((name) => request(name, 2)))
    // 2 ms each in a 5 ms turn: three run (the third starts with 1 ms left), then the loop goes round.
    await loopRound()
    expect(order).toEqual(['spend', '1', '2', '3'])
    await loopRound()
    expect(order).toEqual(['spend', '1', '2', '3', '4', '5', '6'])
    await all
  })

  it('serves waiting requests by arrival time: a request that arrived earlier goes before later arrivals', async () => {
    const { clock, order, request, loopRound } = setup()
    await request('spend', 5)
    clock.t = 10
    const later = [request('arrived at 10', 1), request('arrived at 11', 1, 11)]
    // Its body came late, but it arrived first: it runs first.
    const early = request('arrived at 2', 1, 2)
    await loopRound()
    expect(order).toEqual(['spend', 'arrived at 2', 'arrived at 10', 'arrived at 11'])
    await Promise.all([...later, early])
  })

  it('ends the turn early after a new connection, so the loop comes round to accept the next one', async () => {
    const { order, request, turns, loopRound } = setup()
    await request('spend', 5)
    const all = Promise.all(['1', '2', '3', '4'].map((name) => request(name, 1)))
    turns.connection()
    // The next turn has the accept budget (1 ms): one request, then the loop goes round again.
    await loopRound()
    expect(order).toEqual(['spend', '1'])
    // No new connection since: a full turn.
    await loopRound()
    expect(order).toEqual(['spend', '1', '2', '3', '4'])
    await all
  })

  it('gives a turn as long as the loop spent elsewhere since the last one, so admitted work keeps up', async () => {
    const { clock, order, request } = setup()
    await request('spend', 5)
    const all = Promise.all(['1', '2', '3', '4', '5', '6', '7', '8'].map((name) => request(name, 2)))
    // The loop goes round, 12 ms of reading and answering on the way: the next turn may run 12 ms of requests.
    clock.t += 12
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(order).toEqual(['spend', '1', '2', '3', '4', '5', '6'])
    await all
  })

  it('keeps the accept budget after a new connection even when the loop spent long elsewhere (connections wait in the kernel, one accepted a round)', async () => {
    const { clock, order, request, turns } = setup()
    await request('spend', 5)
    const all = Promise.all(['1', '2', '3', '4'].map((name) => request(name, 2)))
    clock.t += 12
    turns.connection()
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(order).toEqual(['spend', '1'])
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(order).toEqual(['spend', '1', '2', '3', '4'])
    await all
  })
})
