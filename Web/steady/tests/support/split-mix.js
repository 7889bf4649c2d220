// A small seeded generator (SplitMix64, as Tests/SteadyTestSupport/SplitMix64.swift), so that a
// failing random session can be replayed from its printed seed.

const MASK = (1n << 64n) - 1n;

/** SplitMix64 over BigInt: 64 random bits a call, the same sequence for a seed everywhere. */
export class SplitMix64 {
  #state;

  /** @param {number | bigint} seed */
  constructor(seed) {
    this.#state = BigInt.asUintN(64, BigInt(seed));
  }

  /** The next 64 random bits. @returns {bigint} */
  next() {
    this.#state = (this.#state + 0x9e3779b97f4a7c15n) & MASK;
    let z = this.#state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  }

  /** A whole number in `lower...upper` (both included). */
  int(lower, upper) {
    return lower + Number(this.next() % BigInt(upper - lower + 1));
  }

  /** Whether an event with probability `percent` out of 100 happens. */
  chance(percent) {
    return this.int(0, 99) < percent;
  }

  /** One element of a non-empty array. */
  pick(array) {
    return array[this.int(0, array.length - 1)];
  }

  /** A height on the 1/64 pt grid in `lower...upper` points, so expected positions need no rounding. */
  gridHeight(lower, upper) {
    return this.int(lower * 64, upper * 64) / 64;
  }
}
