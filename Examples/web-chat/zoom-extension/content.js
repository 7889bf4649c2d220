// Test only: window.postMessage({steadyZoom: 1.1}) from the page asks the background worker for
// browser zoom of 110 % on this tab; the answer comes back as {steadyZoomed: {zoom}} or {steadyZoomed: {error}}.
window.addEventListener("message", (event) => {
  if (event.source !== window || typeof event.data?.steadyZoom !== "number") return;
  chrome.runtime.sendMessage({ zoom: event.data.steadyZoom }, (answer) => window.postMessage({ steadyZoomed: answer }, "*"));
});
