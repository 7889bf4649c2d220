// Test only: sets the asking tab's browser zoom (what Ctrl + and Ctrl − do) and answers the zoom now in effect.
chrome.runtime.onMessage.addListener((message, sender, reply) => {
  chrome.tabs.setZoom(sender.tab.id, message.zoom)
    .then(() => chrome.tabs.getZoom(sender.tab.id))
    .then((zoom) => reply({ zoom }), (error) => reply({ error: String(error) }));
  return true;
});
