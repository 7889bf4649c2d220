// Pagination state for both directions, and the rule for when to ask for the next page
// (Sources/SteadyLayout/Pager/).
//
// A page is asked for when at most `prefetchDistance` points of loaded rows remain beyond the
// visible area towards an edge (with 0, when the reader reaches the edge) and that direction is
// idle; the direction is then loading until the page arrives or fails, so each page is asked for
// exactly once.
//
//     idle --(reader near the edge)--> loading --(page arrives)--> idle | exhausted
//                                      loading --(page failed)---> failed --(retry)--> loading

/** @typedef {"idle" | "loading" | "failed" | "exhausted"} PageState Where paging in one direction stands. */
/** @typedef {"older" | "newer"} PageDirection A direction to page in. */

/**
 * The page states: `idle` (more rows exist, none being fetched), `loading` (asked, not arrived),
 * `failed` (the last request failed; nothing loaded was lost, and only an explicit retry asks
 * again, so a failing server is not hammered while the reader scrolls), `exhausted` (nothing more
 * this way: the start or the end of the history is reached).
 */
/** @type {Readonly<{idle: "idle", loading: "loading", failed: "failed", exhausted: "exhausted"}>} */
export const PageState = Object.freeze({ idle: "idle", loading: "loading", failed: "failed", exhausted: "exhausted" });

/** The directions: `older` (above the first loaded row) and `newer` (below the last). */
/** @type {Readonly<{older: "older", newer: "newer"}>} */
export const PageDirection = Object.freeze({ older: "older", newer: "newer" });

/** Pagination state in both directions. */
export class Pager {
  /** Points of loaded content beyond the visible area that trigger the next page (this much or less). */
  prefetchDistance;
  /**
   * The state towards older rows.
   * @type {PageState}
   */
  older;
  /**
   * The state towards newer rows.
   * @type {PageState}
   */
  newer;

  /**
   * Creates a pager.
   * @param {object} options
   * @param {number} options.prefetchDistance The distance in points that triggers a page request.
   * @param {boolean} [options.hasOlder] Whether older rows exist (default true).
   * @param {boolean} [options.hasNewer] Whether newer rows exist (default false).
   */
  constructor({ prefetchDistance, hasOlder = true, hasNewer = false }) {
    this.prefetchDistance = prefetchDistance;
    this.older = hasOlder ? PageState.idle : PageState.exhausted;
    this.newer = hasNewer ? PageState.idle : PageState.exhausted;
  }

  /**
   * The state in `direction`.
   * @param {PageDirection} direction
   * @returns {PageState}
   */
  state(direction) {
    return direction === PageDirection.older ? this.older : this.newer;
  }

  #set(state, direction) {
    if (direction === PageDirection.older) this.older = state; else this.newer = state;
  }

  /**
   * Decides which pages to ask for, given how much loaded content lies beyond the visible area
   * on each side, and marks them loading. O(1).
   * @param {number} distanceAbove Points of loaded rows above the visible area.
   * @param {number} distanceBelow Points of loaded rows below the visible area.
   * @returns {PageDirection[]} The directions to ask now, older first (each at most once until it settles).
   */
  requests(distanceAbove, distanceBelow) {
    /** @type {PageDirection[]} */
    const directions = [];
    if (this.older === PageState.idle && distanceAbove <= this.prefetchDistance) directions.push(PageDirection.older);
    if (this.newer === PageState.idle && distanceBelow <= this.prefetchDistance) directions.push(PageDirection.newer);
    for (const direction of directions) this.#set(PageState.loading, direction);
    return directions;
  }

  /**
   * Records that a page arrived in `direction`.
   * @param {PageDirection} direction The direction the page came from.
   * @param {boolean} isLastPage Whether the source has nothing beyond it; an empty page counts
   *   as the last, so an empty answer cannot loop.
   */
  finish(direction, isLastPage) {
    this.#set(isLastPage ? PageState.exhausted : PageState.idle, direction);
  }

  /**
   * Records that the request in `direction` failed. Ignored unless it was loading.
   * @param {PageDirection} direction
   */
  fail(direction) {
    if (this.state(direction) === PageState.loading) this.#set(PageState.failed, direction);
  }

  /**
   * Asks again after a failure.
   * @param {PageDirection} direction
   * @returns {boolean} Whether a request should be made (it was failed and is now loading).
   */
  retry(direction) {
    if (this.state(direction) !== PageState.failed) return false;
    this.#set(PageState.loading, direction);
    return true;
  }
}
