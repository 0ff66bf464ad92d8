import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import type { Sim } from '../sim.ts'
import { admitInTurns, arrivalOf, BUSY_INFO, RETRY_AFTER_S, WaitEstimate } from './admission.ts'
import { Turns } from './turns.ts'

// A fake clock, fake requests: what is checked is the order requests run in and which ones are shed, not time.

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

function setup(shedWaitMs: number) {
  const clock = { t: 0 }
  const turns = new Turns(5, () => clock.t, 1)
  const sim = { config: { shedWaitMs, allowedOrigins: [] } } as unknown as Sim
  const ran: string[] = []
  const answers = new Map<string, Answer>()
  /** Each request's synchronous work costs `cost` ms of the fake clock. */
  const costs = new Map<string, number>()
  const admit = admitInTurns(
    sim,
    (incoming) => {
      const name = (incoming as unknown as { name: string }).name
      ran.push(name)
      clock.t += costs.get(name) ?? 1
    },
    turns,
  )
  const arrive = (name: string, cost = 1, headers: Record<string, string> = {}, url = '/api/user/info') => {
    costs.set(name, cost)
    const incoming = { name, headers, method: 'GET', url } as unknown as IncomingMessage
    const outgoing = {
      writeHead(status: number, head: Record<string, string>) {
        answers.set(name, { status, headers: head, body: '' })
      },
      end(body: string) {
        const answer = answers.get(name)
        if (answer) answer.body = body
      },
    } as unknown as ServerResponse
    admit(incoming, outgoing)
    return incoming
  }
  const loopRound = () => new Promise<void>((resolve) => setImmediate(resolve))
  return { clock, turns, ran, answers, arrive, loopRound }
}

describe('admission', () => {
  it('runs a request at once while the turn has time, and queues the rest in arrival order', async () => {
    const { ran, arrive, loopRound } = setup(1_000)
    arrive('a', 6)
    arrive('b')
    arrive('c')
    expect(ran).toEqual(['a'])
    await loopRound()
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it("gives the second part of a request (after its body) its arrival's place, before later arrivals", async () => {
    const { clock, turns, ran, arrive, loopRound } = setup(1_000)
    const first = arrive('first', 6)
    clock.t = 20
    arrive('later')
    // The router's part of `first` enters now, with the time `first` arrived.
    const second = turns.enter(arrivalOf(turns, first))
    second?.then(() => {
      ran.push('first, after its body')
      turns.leave()
    })
    await loopRound()
    expect(ran).toEqual(['first', 'first, after its body', 'later'])
  })

  it('sheds a request with 503 and Retry-After, without running it, once the oldest waiting one waited too long', async () => {
    const { clock, ran, answers, arrive, loopRound } = setup(100)
    arrive('busy', 6)
    arrive('waiting')
    clock.t += 101
    arrive('shed', 1, { origin: 'http://localhost:5173', host: 'localhost:8080' })
    const answer = answers.get('shed')
    expect(answer?.status).toBe(503)
    expect(answer?.headers['retry-after']).toBe(String(RETRY_AFTER_S))
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ status: 0, info: BUSY_INFO })
    // A page on an allowed origin can read the 503 and its Retry-After.
    expect(answer?.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(answer?.headers['access-control-expose-headers']).toBe('Retry-After')
    await loopRound()
    expect(ran).toEqual(['busy', 'waiting'])
    // The queue is served: the next request is admitted again.
    arrive('after')
    await loopRound()
    expect(ran).toEqual(['busy', 'waiting', 'after'])
    expect(answers.has('after')).toBe(false)
  })

  it("serves the app's and the console's files at once while calls wait or are shed (a shed script chunk breaks the page)", async () => {
    const { clock, ran, answers, arrive, loopRound } = setup(100)
    arrive('busy', 6)
    arrive('waiting')
    clock.t += 101
    arrive('chunk', 1, {}, '/app/assets/money-1.js')
    arrive('console chunk', 1, {}, '/ops/assets/app-1.js')
    arrive('console call', 1, {}, '/ops/api/queues')
    expect(ran).toEqual(['busy', 'chunk', 'console chunk'])
    expect(answers.has('chunk')).toBe(false)
    expect(answers.get('console call')?.status).toBe(503)
    await loopRound()
    expect(ran).toEqual(['busy', 'chunk', 'console chunk', 'waiting'])
  })
})

describe('admission of a burst', () => {
  it('sheds a burst into an idle server past what it can serve in time, by the first guess of a request’s cost', () => {
    const { answers, arrive } = setup(100)
    arrive('busy', 6)
    // 2 ms a request until one is measured: 50 waiting requests are 100 ms of work.
    for (let i = 1; i <= 60; i++) arrive(`r${i}`)
    expect(answers.has('r50')).toBe(false)
    expect(answers.get('r52')?.status).toBe(503)
  })

  it('sheds, not runs, a request that waited twice the limit when its turn comes', async () => {
    const { clock, ran, answers, arrive, loopRound } = setup(100)
    arrive('busy', 6)
    arrive('late')
    clock.t += 250
    await loopRound()
    expect(ran).toEqual(['busy'])
    expect(answers.get('late')?.status).toBe(503)
  })
})

describe('WaitEstimate', () => {
  it('is how long the oldest waiting request has waited', () => {
    const clock = { t: 0 }
    const estimate = new WaitEstimate(() => clock.t)
    expect(estimate.waitMs()).toBe(0)
    estimate.arrived(0)
    estimate.arrived(5)
    clock.t = 40
    expect(estimate.waitMs()).toBe(40)
    estimate.started()
    expect(estimate.waitMs()).toBe(35)
  })

  it('sees a queue that just filled up: the requests waiting times the time one takes while the queue is full', () => {
    const clock = { t: 0 }
    const estimate = new WaitEstimate(() => clock.t)
    // A full queue served at one request per 2 ms for over half a second.
    for (let i = 0; i < 400; i++) estimate.arrived(0)
    for (let i = 0; i < 300; i++) {
      clock.t += 2
      estimate.started()
    }
    // A burst of 1,000 newcomers: each waits behind ~1,100 requests at 2 ms each, though none has waited yet.
    for (let i = 0; i < 1_000; i++) estimate.arrived(clock.t)
    for (let i = 0; i < 100; i++) estimate.started()
    expect(estimate.waitMs()).toBeGreaterThan(1_900)
  })
})
