// A height service, timers and a window for the heights client's tests: every request waits
// until the test answers it, in any order; timers fire when the test says; the device pixel
// ratio changes when the test says.

/**
 * The fake service's height for a message at a setting: grows with the text and the size,
 * shrinks with the width, and moves with the ratio, so a test can tell which setting a height
 * was measured at.
 */
export function fakeHeight(text, { width, size, dpr }) {
  const lines = Math.max(1, Math.ceil((text.length * size * 0.5) / width));
  return lines * Math.round(size * 1.25) + dpr / 64;
}

/** A fetch whose answers the test gives, request by request. */
export class FakeFetch {
  /** Every request, in order: {url, init, body, answer(), fail(), respond(), signal}. */
  requests = [];
  /** What the next requests get unless the test answers itself; undefined: wait for the test. */
  auto;

  /** The fetch function to inject. */
  fetch = (url, init) => {
    const body = JSON.parse(init.body);
    return new Promise((resolve, reject) => {
      const request = {
        url, init, body, signal: init.signal, settled: false,
        /** Answers as the service would: one record a message, an error entry for those in `errors`. */
        answer: (errors = new Set()) => request.respond(200, {
          results: body.messages.map((message, index) => (errors.has(message.id)
            ? { index, error: "span 1: missing \"start\"", id: message.id }
            : { id: message.id, width: body.widths[0], size: body.sizes[0], lines: 1,
                height: fakeHeight(message.text, { width: body.widths[0], size: body.sizes[0], dpr: body.dpr }) })),
        }),
        respond: (status, json) => {
          request.settled = true;
          const text = JSON.stringify(json);
          resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text), text: async () => text });
        },
        fail: (message = "connection refused") => {
          request.settled = true;
          reject(new TypeError(message));
        },
      };
      init.signal?.addEventListener("abort", () => {
        // A real fetch rejects when aborted; the fake keeps the request, so a test can still
        // answer it late and see the answer dropped.
        request.aborted = true;
      });
      this.requests.push(request);
      this.auto?.(request);
    });
  };

  /** The requests not answered yet. */
  get open() { return this.requests.filter((request) => !request.settled); }
}

/** Timers the test fires: every delay asked for is kept. */
export class FakeTimers {
  delays = [];
  #due = new Map();
  #next = 1;

  setTimeout = (callback, ms) => {
    this.delays.push(ms);
    const id = this.#next++;
    this.#due.set(id, callback);
    return id;
  };

  clearTimeout = (id) => { this.#due.delete(id); };

  /** Fires every timer set so far. */
  fire() {
    const due = [...this.#due.values()];
    this.#due.clear();
    for (const callback of due) callback();
  }

  get pending() { return this.#due.size; }
}

/** A window with a device pixel ratio and `matchMedia` for `(resolution: Xdppx)`. */
export class FakeWindow {
  devicePixelRatio = 1;
  /** Every query made: {media, listeners}. */
  queries = [];

  matchMedia = (media) => {
    const query = {
      media, listeners: new Set(),
      get matches() { return media === `(resolution: ${self.devicePixelRatio}dppx)`; },
      addEventListener: (type, listener) => query.listeners.add(listener),
      removeEventListener: (type, listener) => query.listeners.delete(listener),
    };
    const self = this;
    this.queries.push(query);
    return query;
  };

  /** Zoom or another screen: the ratio changes and the queries that stopped matching say so. */
  setRatio(ratio) {
    this.devicePixelRatio = ratio;
    for (const query of [...this.queries]) {
      if (!query.matches) for (const listener of [...query.listeners]) listener({ matches: false, media: query.media });
    }
  }
}

/** Lets every settled promise run its callbacks. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
