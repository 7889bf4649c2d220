// A ChatList whose heights come from the height service: every message is measured before it is
// added, at the list's width, text size and device pixel ratio, and a change of any of those is
// applied only when its heights have arrived.
//
// Why wait: the list keeps the message being read still by taking the reading anchor when it
// re-lays out. Taken at the click, the anchor would be stale by the time the heights arrive (the
// reader kept scrolling); taken when they arrive, it is the row on screen then.
//
// Every change of settings has a version. A newer one supersedes an older one still in flight
// (its request is aborted, and an answer that arrives anyway is dropped), so answers that arrive
// out of order never apply. A page measured at settings that changed meanwhile is measured again.

import { ChatList } from "../chat-list/chat-list.js";
import { snappedViewport } from "../scroll-model/scroll-model.js";
import { HeightsService } from "./heights-service.js";

/** @typedef {import("./heights-service.js").HeightRecord} HeightRecord */
/** @typedef {import("../scroll-model/scroll-model.js").ViewportSize} ViewportSize */
/**
 * @typedef {object} ListSettings What the heights depend on.
 * @property {number} listWidth The list's width in CSS px (the ChatList's viewport width).
 * @property {number | string} size The text size in CSS px, or a Dynamic Type name.
 * @property {number} dpr The device pixel ratio, browser zoom included.
 */

const isAbort = (error) => error?.name === "AbortError";
const sameSettings = (a, b) => a.listWidth === b.listWidth && a.size === b.size && a.dpr === b.dpr;

/** A ChatList fed by the height service. */
export class HeightsClient {
  /** The list: read its layout to draw, scroll it, set its paging callbacks. Add and change messages through the client. @type {ChatList} */
  list;
  #service;
  #window;
  #textWidth;
  #rowHeight;
  #fallbackHeight;
  #onError;
  #onChange;
  /** Row heights by message id, at the applied settings: what the list's height provider reads. */
  #heights = new Map();
  /** @type {ListSettings} */
  #applied;
  /** @type {ListSettings} */
  #target;
  #viewportHeight;
  #version = 0;
  /** The settings request in flight, if any. @type {AbortController | undefined} */
  #pending;
  /** The last settings change, until it ends (applied, superseded or failed). @type {Promise<boolean> | undefined} */
  #changing;
  #stopWatchingRatio = () => {};

  /**
   * @param {object} options
   * @param {ViewportSize} options.viewport The list's size in CSS px.
   * @param {number | string} options.size The text size.
   * @param {HeightsService} [options.service] The service to ask; else one made from `fetch`,
   *   `url` and the other HeightsService options given here.
   * @param {typeof fetch} [options.fetch]
   * @param {string} [options.url]
   * @param {Window} [options.window] Where `devicePixelRatio` and `matchMedia` come from (the
   *   page's window by default; without one the ratio is 1 and never changes).
   * @param {(listWidth: number) => number} [options.textWidth] The width the service measures
   *   at for a list width: the list's by default (rows with a `bubble`), or a text box's.
   * @param {(record: HeightRecord, message: any) => number} [options.rowHeight] A row's height
   *   from its record: `rowHeight` (a bubble's), else `height`, by default.
   * @param {(message: any) => number} [options.fallbackHeight] The height of a message the
   *   service answered with an error (reported to `onMessageError`); 0 by default.
   * @param {(error: Error) => void} [options.onError] Called when a request gives up after its
   *   retries (a page is then marked failed; a new size or width is not applied). Each failed
   *   attempt goes to the service's `onError`.
   * @param {(message: any, error: string) => void} [options.onMessageError] A message the service could not measure.
   * @param {() => void} [options.onChange] Called after the client changed the list (a page
   *   added, new settings applied), to draw it.
   * @param {object} [options.listOptions] More ChatList options: safeAreaInsets, canvasHeight, prefetchDistance.
   */
  constructor({
    viewport, size, service, fetch, url, window = globalThis.window, textWidth = (width) => width,
    rowHeight = (record) => record.rowHeight ?? record.height, fallbackHeight = () => 0,
    onError, onMessageError, onChange, listOptions = {}, ...serviceOptions
  }) {
    this.#service = service ?? new HeightsService({ fetch, url, onMessageError, ...serviceOptions });
    this.#window = window;
    this.#textWidth = textWidth;
    this.#rowHeight = rowHeight;
    this.#fallbackHeight = fallbackHeight;
    this.#onError = onError;
    this.#onChange = onChange;
    this.#viewportHeight = viewport.height;
    this.#applied = { listWidth: viewport.width, size, dpr: this.#ratio() };
    this.#target = this.#applied;
    this.list = new ChatList({
      ...listOptions, viewport,
      heightProvider: (message) => this.#heights.get(message.id) ?? this.#fallbackHeight(message),
    });
    this.#watchRatio();
  }

  /** The settings the list's heights are for. @type {Readonly<ListSettings>} */
  get settings() { return this.#applied; }

  /** The settings asked for last; equal to `settings` once their heights have arrived. @type {Readonly<ListSettings>} */
  get targetSettings() { return this.#target; }

  // Messages: measured first, then given to the list.

  /**
   * Replaces every message with the newest page (ChatList.setItems).
   * @param {any[]} messages The page, oldest first.
   * @param {{hasOlder?: boolean, hasNewer?: boolean}} [options]
   * @returns {Promise<boolean>} Whether it was added (false when measuring failed: see `onError`).
   */
  setItems(messages, options) {
    return this.#add(messages, () => this.list.setItems(messages, options), { replacesAll: true });
  }

  /**
   * Opens a window around a far message (ChatList.jump).
   * @returns {Promise<boolean>} Whether it was shown.
   */
  jump(messages, target, screenY, options) {
    return this.#add(messages, () => this.list.jump(messages, target, screenY, options), { replacesAll: true });
  }

  /**
   * Adds an older page (ChatList.prepend); when measuring fails, the older page is marked failed
   * (`list.retry("older")` asks for it again).
   * @returns {Promise<boolean>} Whether it was added.
   */
  prepend(messages, options) {
    return this.#add(messages, () => this.list.prepend(messages, options), { direction: "older" });
  }

  /**
   * Adds newer messages (ChatList.append): a newer page or live messages; a newer page that
   * cannot be measured is marked failed.
   * @returns {Promise<boolean>} Whether they were added.
   */
  append(messages, options) {
    return this.#add(messages, () => this.list.append(messages, options), { direction: "newer" });
  }

  /**
   * Inserts messages after a loaded one (ChatList.insert).
   * @returns {Promise<boolean>} Whether they were inserted.
   */
  insert(messages, afterID) {
    if (!this.list.layout.contains(afterID)) return Promise.resolve(false);
    return this.#add(messages, () => this.list.insert(messages, afterID));
  }

  /**
   * Replaces a loaded message (an edit) once its new height has arrived (ChatList.update).
   * @returns {Promise<boolean>} Whether it was updated.
   */
  update(message) {
    if (this.list.item(message.id) === undefined) return Promise.resolve(false);
    return this.#add([message], () => this.list.update(message));
  }

  /** Removes messages (ChatList.remove); nothing to measure. @param {Iterable<any>} ids */
  remove(ids) {
    const doomed = [...ids];
    this.list.remove(doomed);
    for (const id of doomed) this.#heights.delete(id);
    this.#onChange?.();
  }

  // Settings: applied when their heights arrive.

  /**
   * A new text size (the reader's A−/A+). Every loaded message is measured at it; the list
   * re-lays out around the row being read when the heights arrive.
   * @param {number | string} size
   * @returns {Promise<boolean>} Whether this size was applied (false when a newer change
   *   superseded it or measuring failed).
   */
  setTextSize(size) {
    return this.#changeSettings({ size });
  }

  /**
   * A new list size. The height applies at once (it needs no heights); a new width when its
   * heights arrive.
   * @param {ViewportSize} viewport
   * @returns {Promise<boolean>} Whether the width is applied: at once when it is the one asked
   *   for last, else when its heights arrive (false when a newer change superseded it or
   *   measuring failed).
   */
  setViewport(viewport) {
    this.#viewportHeight = viewport.height;
    this.list.setViewport({ width: this.#applied.listWidth, height: viewport.height });
    this.#onChange?.();
    if (viewport.width === this.#target.listWidth) return Promise.resolve(true);
    return this.#changeSettings({ listWidth: viewport.width });
  }

  /**
   * Resolves when no change of width, size or ratio is in flight: the last one was applied,
   * superseded or failed. A change of device pixel ratio (browser zoom, another screen) starts
   * on its own, from `matchMedia`, so this is how a page (or its test) knows that the heights
   * for the new ratio have arrived and are drawn (`onChange` has been called).
   * @returns {Promise<void>}
   */
  async settled() {
    while (this.#changing !== undefined) await this.#changing;
  }

  /** Stops following the device pixel ratio and drops the settings request in flight. */
  dispose() {
    this.#stopWatchingRatio();
    this.#pending?.abort();
  }

  // Private

  #ratio() {
    const ratio = this.#window?.devicePixelRatio;
    return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  }

  /**
   * Follows the device pixel ratio: `(resolution: Xdppx)` stops matching when browser zoom or a
   * move to another screen changes it; the new ratio is then applied like a new size.
   */
  #watchRatio() {
    const query = this.#window?.matchMedia?.(`(resolution: ${this.#ratio()}dppx)`);
    if (!query?.addEventListener) return;
    const onChange = () => {
      this.#stopWatchingRatio();
      this.#watchRatio();
      this.#changeSettings({ dpr: this.#ratio() });
    };
    query.addEventListener("change", onChange);
    this.#stopWatchingRatio = () => query.removeEventListener("change", onChange);
  }

  /** Measures messages at `settings`: their row heights by id. */
  async #measure(messages, settings, signal) {
    const request = { width: this.#textWidth(settings.listWidth), size: settings.size, dpr: settings.dpr };
    const records = await this.#service.measure(messages, request, { signal });
    return new Map(messages.map((message, i) => [message.id,
      typeof records[i]?.error === "string" ? this.#fallbackHeight(message) : this.#rowHeight(records[i], message)]));
  }

  /**
   * Measures messages at the applied settings, again if those change before the answer, then
   * keeps the heights and changes the list. A page in `direction` that cannot be measured is
   * marked failed; `replacesAll` forgets the heights of the messages the change replaces.
   * @param {any[]} messages
   * @param {() => void} change
   * @param {{direction?: import("../pager/pager.js").PageDirection, replacesAll?: boolean}} options
   */
  async #add(messages, change, { direction, replacesAll = false } = {}) {
    try {
      let heights;
      let settings;
      do {
        settings = this.#applied;
        heights = await this.#measure(messages, settings);
      } while (settings !== this.#applied);
      if (replacesAll) this.#heights = new Map();
      for (const [id, height] of heights) this.#heights.set(id, height);
      change();
      this.#onChange?.();
      return true;
    } catch (error) {
      if (direction) this.list.failPage(direction);
      this.#onError?.(error);
      return false;
    }
  }

  /**
   * Asks for every loaded message's height at new settings and applies them when they arrive,
   * unless a newer change came first. Messages added or edited meanwhile are measured too, so
   * every row has its height at the new settings when the list re-lays out.
   */
  #changeSettings(change) {
    const changing = this.#applySettings(change);
    this.#changing = changing;
    changing.finally(() => { if (this.#changing === changing) this.#changing = undefined; });
    return changing;
  }

  /** #changeSettings's work; never rejects. */
  async #applySettings(change) {
    const target = { ...this.#target, ...change };
    const version = ++this.#version;
    this.#target = target;
    this.#pending?.abort();
    this.#pending = undefined;
    if (sameSettings(target, this.#applied)) {
      this.#target = this.#applied;
      return true;
    }
    const pending = new AbortController();
    this.#pending = pending;
    try {
      const heights = new Map();
      const measured = new Map();
      for (;;) {
        const messages = this.#loaded().filter((message) => measured.get(message.id) !== message);
        if (messages.length === 0) break;
        const answer = await this.#measure(messages, target, pending.signal);
        if (version !== this.#version) return false;
        for (const message of messages) {
          heights.set(message.id, answer.get(message.id));
          measured.set(message.id, message);
        }
      }
      if (version !== this.#version) return false;
      this.#heights = heights;
      this.#applied = target;
      this.#pending = undefined;
      // The list asks every height again when its width changes, else on a reload.
      const viewport = { width: target.listWidth, height: this.#viewportHeight };
      if (snappedViewport(viewport).width !== this.list.layout.scroll.viewport.width) this.list.setViewport(viewport);
      else this.list.reloadAllHeights();
      this.#onChange?.();
      return true;
    } catch (error) {
      if (version !== this.#version || isAbort(error)) return false;
      this.#pending = undefined;
      this.#target = this.#applied;
      this.#onError?.(error);
      return false;
    }
  }

  /** The loaded messages, oldest first. */
  #loaded() {
    return Array.from({ length: this.list.count }, (_, i) => this.list.itemAt(i));
  }
}
