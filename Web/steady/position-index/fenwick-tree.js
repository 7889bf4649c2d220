// Prefix sums over a fixed-capacity array of non-negative integers, with O(log n) update,
// prefix query and search: a binary indexed tree (Sources/SteadyLayout/PositionIndex/FenwickTree.swift).
//
// The capacity is a power of two so that `firstIndexWherePrefixExceeds` can descend the tree bit
// by bit. Growth is the owner's job: PositionIndex rebuilds a larger tree in O(n) when its
// deque-like slot space runs out, which is amortised O(1) per row.

/** A Fenwick tree over integers held in a Float64Array (exact below 2^53). */
export class FenwickTree {
  /** The plain values, kept beside the tree so one value reads in O(1) and a rebuild need not undo sums. */
  values;
  /** 1-based partial sums; `tree[0]` is unused. */
  #tree;
  /** The sum of all values. */
  total = 0;
  /** Tree nodes touched since creation; tests check O(log n) by counting, not timing. */
  probes = 0;

  /**
   * Builds a tree over `values` in O(n).
   * @param {ArrayLike<number>} values The initial values; their count must be a power of two.
   */
  constructor(values) {
    const count = values.length;
    if (count === 0 || (count & (count - 1)) !== 0) throw new RangeError("capacity must be a power of two");
    this.values = Float64Array.from(values);
    const tree = new Float64Array(count + 1);
    for (let i = 1; i <= count; i++) {
      tree[i] += this.values[i - 1];
      this.total += this.values[i - 1];
      const parent = i + (i & -i);
      if (parent <= count) tree[parent] += tree[i];
    }
    this.#tree = tree;
  }

  /** The number of slots. */
  get capacity() {
    return this.values.length;
  }

  /**
   * Adds `delta` to the value at `index`. O(log n).
   * @param {number} delta The change.
   * @param {number} index A slot in `0..<capacity`.
   */
  add(delta, index) {
    this.values[index] += delta;
    this.total += delta;
    for (let i = index + 1; i < this.#tree.length; i += i & -i) {
      this.#tree[i] += delta;
      this.probes += 1;
    }
  }

  /**
   * The sum of `values[0..<end]`. O(log n).
   * @param {number} end The number of leading values to sum.
   * @returns {number} Their sum.
   */
  prefixSum(end) {
    let sum = 0;
    for (let i = end; i > 0; i -= i & -i) sum += this.#tree[i];
    return sum;
  }

  /**
   * The smallest index `i` with `prefixSum(i + 1) > target`, or `capacity` if the total does
   * not exceed `target`. Indices holding 0 are never returned, since the prefix does not grow
   * there. O(log n).
   * @param {number} target A prefix sum.
   * @returns {number} The index.
   */
  firstIndexWherePrefixExceeds(target) {
    let position = 0;
    let remaining = target;
    for (let step = this.capacity; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.capacity && this.#tree[next] <= remaining) {
        position = next;
        remaining -= this.#tree[next];
      }
    }
    return position;
  }
}
