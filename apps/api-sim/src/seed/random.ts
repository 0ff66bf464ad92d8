export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}
