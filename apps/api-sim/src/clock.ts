/**
 * The sim's notion of now. Real time plus an offset, so tests (and the loopback admin endpoint) can jump
 * forward to settle trades or expire tokens without waiting.
 */
export class SimClock {
  private offset: number

  constructor(startAt?: number) {
    this.offset = startAt === undefined ? 0 : startAt - Date.now()
  }

  now(): number {
    return Date.now() + this.offset
  }

  advance(ms: number): number {
    this.offset += ms
    return this.now()
  }
}
