// Steady for the web: SteadyLayout's fixed canvas in JavaScript (the same answers as the Swift
// engine, tick for tick) and a client for the height service's POST /v1/heights. Docs/web.md
// tells how a page uses them.

export { TICKS_PER_POINT, LARGEST_LENGTH, ticks, points, snap } from "./canvas/layout-grid.js";
export { ScrollModel, ZERO_INSETS, snappedViewport } from "./scroll-model/scroll-model.js";
export {
  ChatLayout, DEFAULT_CANVAS_HEIGHT, MINIMUM_CANVAS_HEIGHT, MAXIMUM_CANVAS_HEIGHT,
} from "./chat-layout/chat-layout.js";
export { ChatList } from "./chat-list/chat-list.js";
export { Pager, PageState, PageDirection } from "./pager/pager.js";
export { HeightsService, HeightsError } from "./heights/heights-service.js";
export { readerTarget } from "./heights/reader-target.js";
export { HeightsClient } from "./heights/heights-client.js";
