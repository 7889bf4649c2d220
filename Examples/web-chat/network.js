// The page's fetch, with a switch for a slow or failing height service: the web-chat test turns
// it (steadyChat.network) to check that late answers are dropped and failures retried. Off, it
// is plain fetch.

export const network = {
  /** Milliseconds every heights request waits before it is sent. */
  delay: 0,
  /** How many heights requests from now on are answered 503 without reaching the service. */
  failures: 0,
};

/** A fetch that obeys `network`; aborting during the delay rejects as fetch would. */
export async function heightsFetch(url, init = {}) {
  if (network.delay > 0) {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, network.delay);
      init.signal?.addEventListener("abort", () => { clearTimeout(timer); reject(init.signal.reason); }, { once: true });
    });
  }
  if (network.failures > 0) {
    network.failures -= 1;
    return new Response(JSON.stringify({ error: "injected failure" }), { status: 503 });
  }
  return fetch(url, init);
}
