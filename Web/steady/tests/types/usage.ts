// What a TypeScript app writes with the package: compiled (not run) by `tsc -p` in `make web-test`,
// so index.d.ts stays true to the modules' exports and their shapes.
import {
  ChatLayout, ChatList, HeightsClient, HeightsError, HeightsService, PageState, readerTarget, snap, ticks,
  type HeightRecord, type ReadingAnchor, type RowFrame,
} from "../../index.js";

interface Message { id: number; text: string; outgoing?: boolean }

const layout = new ChatLayout<string>({ viewport: { width: 390, height: 800 } });
layout.setRows([{ id: "a", height: 40 }, { id: "b", height: 61.5 }], "bottom");
const anchor: ReadingAnchor<string> | undefined = layout.readingAnchor;
const frames: RowFrame<string>[] = layout.framesIn(-Infinity, Infinity);
const stuck: boolean = layout.append([{ id: "c", height: snap(20.3) }]);
layout.insert([{ id: "late", height: 30 }], "a");
const tick: number = ticks(frames[0]?.minY ?? 0);

const list = new ChatList<Message>({ viewport: { width: 390, height: 800 }, heightProvider: (message, width) => message.text.length * 20 / width });
list.onNeedsOlder = (oldest: Message) => void oldest.text;
list.setItems([{ id: 1, text: "hi" }], { hasOlder: true });
const state: PageState = list.pageState("older");
const unread: number = list.unreadCount;

const service = new HeightsService<Message>({ url: "/v1/heights", batchSize: 200, jitter: 0.25, random: Math.random, messageBody: ({ id, text }) => ({ id, text }) });
const records: Promise<HeightRecord[]> = service.measure([{ id: 1, text: "hi" }], { width: 264, size: 17, dpr: 2 });

const client: HeightsClient<Message> = new HeightsClient<Message>({
  viewport: { width: 390, height: 800 }, size: 17, service,
  textWidth: (width) => Math.floor(width * 0.75) - 28,
  rowHeight: (record) => (record.height ?? 0) + 22,
  onError: (error) => { if (error instanceof HeightsError && error.retryable) console.warn(error.status); },
  onChange: () => void client.list.layout.visibleFrames(),
});
client.list.onNeedsOlder = (oldest) => void client.prepend([{ id: oldest.id - 1, text: "older" }]);
const applied: Promise<boolean> = client.setTextSize(23);
void [anchor, stuck, tick, state, unread, records, applied];

const engine: "chromium" | "webkit" | "firefox" = readerTarget(navigator.userAgent);
new HeightsService<Message>({ target: engine });
