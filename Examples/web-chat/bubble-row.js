// One message as the row Templates/bubble.css draws (its header comment has the markup), built
// with DOM calls: `.text` is `white-space: pre-wrap`, so whitespace between elements would be text.

function element(className, text) {
  const node = document.createElement("div");
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// An element of a string the row shows takes its own direction (dir="auto"): the template's
// header says which.
function auto(node) {
  node.dir = "auto";
  return node;
}

/** The row element of `message` ({id, text, bubble}), every part the bubble has. */
export function bubbleRow({ id, text, bubble = {} }) {
  const row = element(`row ${bubble.direction === "outgoing" ? "outgoing" : "incoming"}`
    + (bubble.groupStart === false ? "" : " group-start"));
  row.dataset.id = id;
  if (bubble.date !== undefined) row.append(auto(element("date", bubble.date)));
  const box = element(bubble.media ? "bubble has-media" : "bubble");
  if (bubble.name !== undefined) box.append(auto(element("name", bubble.name)));
  if (bubble.quote) {
    const quote = element("quote");
    if (bubble.quote.name !== undefined) quote.append(auto(element("quote-name", bubble.quote.name)));
    quote.append(auto(element("quote-text", bubble.quote.text)));
    box.append(quote);
  }
  if (bubble.media) {
    const media = element("media");
    media.style.aspectRatio = String(bubble.media.aspectRatio);
    box.append(media);
  }
  // The text block is there when there is text or no media (the service's rule).
  if (text !== "" || !bubble.media) {
    const body = auto(element("text", text));
    if (bubble.time !== undefined) {
      const spacer = document.createElement("span");
      spacer.className = "time-spacer";
      spacer.textContent = bubble.time;
      body.append(spacer);
    }
    box.append(body);
  }
  if (bubble.time !== undefined) box.append(element("time", bubble.time));
  row.append(box);
  if (bubble.reactions !== undefined) row.append(auto(element("reactions", bubble.reactions)));
  return row;
}
