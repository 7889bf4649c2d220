// The height service's POST /v1/heights from a page (Docs/steady-measure.md, "Serve"): messages
// in batches, one width, one text size and the device pixel ratio a request; failed requests
// retried with exponential backoff and jitter; a message the service cannot measure reported on
// its own.
//
// Why jitter: when the service restarts or sheds load, every page that was asking fails at once;
// with the same delays they would all ask again in the same instant, again and again. Each delay
// is shortened by a random part (up to half of it by default), which spreads the retries out.
//
// Each request names the reader's engine as its `target` (readerTarget): the service then
// answers with that engine's heights.
//
// `fetch`, the timers and the random source are injected, so the whole behaviour runs in Node
// without a server, deterministically.

import { readerTarget } from "./reader-target.js";

/** A request that failed: the network, or an answer that is not 200 with one result a message. */
export class HeightsError extends Error {
  /**
   * @param {string} message What went wrong.
   * @param {{status?: number, retryable: boolean, cause?: unknown}} details The HTTP status when
   *   there was an answer, and whether asking again may help (a network error, 408, 429, 5xx).
   */
  constructor(message, { status, retryable, cause }) {
    super(message, { cause });
    this.name = "HeightsError";
    this.status = status;
    this.retryable = retryable;
  }
}

/**
 * @typedef {object} HeightSettings What a request measures at.
 * @property {number} width The width the service lays out at, in CSS px (the text box's, or the
 *   list's for messages with a `bubble`).
 * @property {number | string} size The text size in CSS px, or a Dynamic Type name.
 * @property {number} dpr The device pixel ratio (browser zoom included), 0.01...100.
 */

/**
 * @typedef {object} HeightRecord One message's answer: a record ({id, width, size, lines,
 *   height, rowHeight?, missing?, frames?}) or an error entry ({index, error, id?}).
 * @property {number} [height]
 * @property {number} [rowHeight]
 * @property {string} [error]
 */

/** Whether an HTTP status is worth asking again for. */
const retryableStatus = (status) => status === 408 || status === 429 || status >= 500;

/** The reason an aborted signal carries, as fetch rejects with it. */
const abortReason = (signal) => signal.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" });

/** Sends messages to POST /v1/heights in batches, retrying failures. */
export class HeightsService {
  #fetch;
  #url;
  #batchSize;
  #initialDelay;
  #maxDelay;
  #maxAttempts;
  #jitter;
  #random;
  #timers;
  #fields;
  #messageBody;
  #onError;
  #onMessageError;

  /**
   * @param {object} options
   * @param {typeof fetch} [options.fetch] The fetch to call (the page's by default; a fake in tests).
   * @param {string} [options.url] The endpoint, "/v1/heights" by default (an absolute URL for a
   *   service on another origin, which then needs `steady-measure serve --cors`).
   * @param {number} [options.batchSize] Messages a request, 500 by default (the service takes 10,000).
   * @param {number} [options.initialDelay] The first retry's delay in ms, 250 by default; each
   *   next one doubles, up to `maxDelay` (8,000 by default).
   * @param {number} [options.maxDelay]
   * @param {number} [options.maxAttempts] Attempts a batch, 6 by default; then the batch fails.
   * @param {number} [options.jitter] The part of each delay that is random, 0...1, 0.5 by
   *   default: a delay d is waited as d × (1 − jitter × random()), so between d/2 and d. 0 waits
   *   exactly d.
   * @param {() => number} [options.random] The random source, a number in [0, 1) a call
   *   (`Math.random` by default; a fixed sequence in tests).
   * @param {{setTimeout: Function, clearTimeout: Function}} [options.timers] The timers to wait with.
   * @param {"chromium" | "webkit" | "firefox"} [options.target] The engine whose layout to match:
   *   the one the page runs in by default (readerTarget).
   * @param {object} [options.fields] More request fields: `lineHeight`, `whiteSpace`, `bubbleStyle`, `frames`.
   * @param {(message: any) => object} [options.messageBody] A message as the service reads it
   *   ({id, text} and optionally spans, markdown, mentions, bubble); the message itself by default.
   * @param {(error: HeightsError, attempt: {attempt: number, retryIn?: number}) => void} [options.onError]
   *   Called for every failed attempt; `retryIn` (ms) is absent when the batch gives up.
   * @param {(message: any, error: string) => void} [options.onMessageError] Called for a message the
   *   service answered with an error entry (its text, spans or bubble at fault); never thrown.
   */
  constructor({
    fetch = globalThis.fetch?.bind(globalThis), url = "/v1/heights", batchSize = 500, initialDelay = 250, maxDelay = 8_000,
    maxAttempts = 6, jitter = 0.5, random = Math.random, timers = globalThis, target = readerTarget(), fields = {}, messageBody = (message) => message, onError, onMessageError,
  } = {}) {
    this.#fetch = fetch;
    this.#url = url;
    this.#batchSize = Math.max(1, batchSize);
    this.#initialDelay = initialDelay;
    this.#maxDelay = maxDelay;
    this.#maxAttempts = Math.max(1, maxAttempts);
    this.#jitter = Math.min(1, Math.max(0, Number(jitter) || 0));
    this.#random = random;
    this.#timers = timers;
    this.#fields = { target, ...fields };
    this.#messageBody = messageBody;
    this.#onError = onError;
    this.#onMessageError = onMessageError;
  }

  /**
   * Measures messages at one setting.
   * @param {any[]} messages The messages, in any order.
   * @param {HeightSettings} settings The width, size and ratio to measure at.
   * @param {{signal?: AbortSignal}} options Aborting stops the requests and their retries.
   * @returns {Promise<HeightRecord[]>} One answer a message, in the messages' order. Rejects with
   *   the last HeightsError when a batch gives up, or with the signal's reason when aborted.
   */
  async measure(messages, settings, { signal } = {}) {
    const batches = [];
    for (let start = 0; start < messages.length; start += this.#batchSize) {
      batches.push(messages.slice(start, start + this.#batchSize));
    }
    // One batch giving up fails the call: the others stop too, rather than retry for no one.
    const group = new AbortController();
    const stop = () => group.abort(signal.reason);
    if (signal?.aborted) stop(); else signal?.addEventListener("abort", stop, { once: true });
    let answers;
    try {
      answers = await Promise.all(batches.map((batch) => this.#send(batch, settings, group.signal)));
    } catch (error) {
      group.abort(error);
      throw error;
    } finally {
      signal?.removeEventListener("abort", stop);
    }
    const records = answers.flat();
    records.forEach((record, i) => {
      if (typeof record?.error === "string") this.#onMessageError?.(messages[i], record.error);
    });
    return records;
  }

  /** The wait before attempt `attempt + 1`, in whole ms: doubling from `initialDelay` up to `maxDelay`, less the jitter. */
  #delay(attempt) {
    const delay = Math.min(this.#maxDelay, this.#initialDelay * 2 ** (attempt - 1));
    if (this.#jitter === 0) return delay;
    const random = Math.min(1, Math.max(0, Number(this.#random()) || 0));
    return Math.round(delay * (1 - this.#jitter * random));
  }

  /** One batch, asked again with exponential backoff and jitter while the failure is retryable. */
  async #send(batch, settings, signal) {
    const body = JSON.stringify({
      ...this.#fields, widths: [settings.width], sizes: [settings.size], dpr: settings.dpr,
      messages: batch.map(this.#messageBody),
    });
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#post(body, batch.length, signal);
      } catch (error) {
        if (signal?.aborted) throw abortReason(signal);
        const retryIn = error.retryable && attempt < this.#maxAttempts ? this.#delay(attempt) : undefined;
        this.#onError?.(error, { attempt, retryIn });
        if (retryIn === undefined) throw error;
        await this.#sleep(retryIn, signal);
      }
    }
  }

  /** One POST; its results, one a message, or a HeightsError that says whether to ask again. */
  async #post(body, count, signal) {
    let response;
    try {
      response = await this.#fetch(this.#url, { method: "POST", headers: { "Content-Type": "application/json" }, body, signal });
    } catch (cause) {
      if (signal?.aborted) throw abortReason(signal);
      throw new HeightsError(`POST ${this.#url}: ${cause?.message ?? cause}`, { retryable: true, cause });
    }
    if (!response.ok) {
      // The service's errors are {"error": "…"} and name what is wrong.
      const text = await response.text().catch(() => "");
      let detail = text;
      try { detail = JSON.parse(text).error ?? text; } catch { /* not JSON: a proxy's page */ }
      throw new HeightsError(`POST ${this.#url}: ${response.status} ${detail}`.trim(),
        { status: response.status, retryable: retryableStatus(response.status) });
    }
    let answer;
    try {
      answer = await response.json();
    } catch (cause) {
      // A body cut short on the way is worth another attempt.
      throw new HeightsError(`POST ${this.#url}: the answer is not JSON`, { status: response.status, retryable: true, cause });
    }
    const results = answer?.results;
    if (!Array.isArray(results) || results.length !== count) {
      throw new HeightsError(`POST ${this.#url}: ${Array.isArray(results) ? results.length : "no"} results for ${count} messages`,
        { status: response.status, retryable: false });
    }
    return results;
  }

  #sleep(ms, signal) {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#timers.clearTimeout(timer);
        reject(abortReason(signal));
      };
      const timer = this.#timers.setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}
