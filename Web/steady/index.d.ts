// Types of Web/steady for TypeScript users: SteadyLayout's fixed canvas in JavaScript and the
// height service's client (Docs/web.md). Lengths are CSS px (points), snapped to 1/64.

/** How many ticks make one point: every length is a whole number of 1/64 pt. */
export const TICKS_PER_POINT: 64;
/** The largest length the grid holds, 2^40 pt. */
export const LARGEST_LENGTH: number;
/** Points to whole ticks, half away from zero; a value that is not a finite number is 0. */
export function ticks(points: number): number;
/** Whole ticks to points (exact). */
export function points(ticks: number): number;
/** A length rounded to the nearest 1/64 pt. */
export function snap(points: number): number;

/** The scroll view's size. */
export interface ViewportSize { width: number; height: number }
/** Top and bottom insets. */
export interface VerticalInsets { top: number; bottom: number }
/** A range of content y: `lowerBound ..< upperBound` (both included for `scrollableRange`). */
export interface Range { lowerBound: number; upperBound: number }
/** No insets. */
export const ZERO_INSETS: Readonly<VerticalInsets>;
/** A size snapped to the grid, negative and non-finite values 0. */
export function snappedViewport(viewport: ViewportSize): Readonly<ViewportSize>;

/** A scroll view reduced to its arithmetic (UIScrollView's, which a page reproduces: Docs/web.md). */
export class ScrollModel {
  constructor(options: {
    viewport: ViewportSize; contentHeight?: number; contentInset?: VerticalInsets;
    safeAreaInsets?: VerticalInsets; keyboardOverlap?: number;
  });
  readonly viewport: Readonly<ViewportSize>;
  readonly contentHeight: number;
  /** Negative on a fixed canvas: they hide its empty parts. */
  readonly contentInset: Readonly<VerticalInsets>;
  readonly safeAreaInsets: Readonly<VerticalInsets>;
  readonly keyboardOverlap: number;
  /** The content y at the viewport's top edge. */
  readonly contentOffsetY: number;
  readonly obscuredInsets: VerticalInsets;
  readonly adjustedContentInset: VerticalInsets;
  readonly minContentOffsetY: number;
  readonly maxContentOffsetY: number;
  readonly scrollableRange: Range;
  /** The content the reader sees: the viewport less what bars and keyboard cover. */
  readonly visibleContentRange: Range;
  readonly isAtBottom: boolean;
  readonly isAtTop: boolean;
  /** `contentY - contentOffsetY`: where a content y appears below the viewport's top edge. */
  screenY(contentY: number): number;
  setContentOffsetY(offsetY: number): void;
  setContentHeight(height: number): void;
  setContentInset(inset: VerticalInsets, offsetY?: number): void;
  setViewport(viewport: ViewportSize): void;
  setSafeAreaInsets(insets: VerticalInsets): void;
  setKeyboardOverlap(overlap: number): void;
  clampContentOffset(): void;
}

/** A row handed to the layout: an identity (any Map key but undefined) and a height. */
export interface LayoutRow<ID = unknown> { id: ID; height: number }
/** Where a row sits on the canvas, in content coordinates. */
export interface RowFrame<ID = unknown> { id: ID; index: number; minY: number; height: number; maxY: number }
/** The row being read (the first whose bottom is below the visible top) and its top's screen y. */
export interface ReadingAnchor<ID = unknown> { rowID: ID; screenY: number }
/** Where the reader is in the whole history, for a scroll indicator. */
export interface HistoryPosition { fraction: number; visibleFraction: number }
/** An end of the list. */
export type ListEdge = "top" | "bottom";

export const DEFAULT_CANVAS_HEIGHT: number;
export const MINIMUM_CANVAS_HEIGHT: number;
export const MAXIMUM_CANVAS_HEIGHT: number;

/** The fixed-canvas layout engine (Swift: ChatLayout). */
export class ChatLayout<ID = unknown> {
  constructor(options: { viewport: ViewportSize; safeAreaInsets?: VerticalInsets; canvasHeight?: number });
  /** Read it; change it only through the layout. */
  readonly scroll: ScrollModel;
  readonly count: number;
  readonly isEmpty: boolean;
  readonly firstID: ID | undefined;
  readonly lastID: ID | undefined;
  readonly mountedIndices: Range;
  readonly readingAnchor: ReadingAnchor<ID> | undefined;
  readonly isAtBottom: boolean;
  readonly distanceAboveVisible: number;
  readonly distanceBelowVisible: number;
  /** The logical y at canvas y = 0, in ticks (moves on a recentre). */
  readonly canvasOrigin: number;
  contains(id: ID): boolean;
  indexOf(id: ID): number | undefined;
  /** @throws RangeError outside `0..<count`. */
  idAt(index: number): ID;
  frameOf(id: ID): RowFrame<ID> | undefined;
  /** @throws RangeError outside `0..<count`. */
  frameAt(index: number): RowFrame<ID>;
  framesIn(lower: number, upper: number): RowFrame<ID>[];
  visibleFrames(): RowFrame<ID>[];
  /** O(n): for tests and debugging. */
  allFrames(): RowFrame<ID>[];
  historyPosition(totalCount: number, rowsBeforeLoaded: number): HistoryPosition | undefined;
  setRows(rows: LayoutRow<ID>[], edge?: ListEdge): void;
  prepend(rows: LayoutRow<ID>[]): void;
  /** Returns whether the list stuck to the bottom. */
  append(rows: LayoutRow<ID>[]): boolean;
  /** After a loaded row (JavaScript only). */
  insert(rows: LayoutRow<ID>[], afterID: ID): void;
  removeRows(ids: Iterable<ID>): void;
  removeAll(): void;
  setHeight(id: ID, height: number): void;
  replaceHeights(height: (id: ID) => number): void;
  setViewport(viewport: ViewportSize, heights?: (id: ID) => number): void;
  setSafeAreaInsets(insets: VerticalInsets): void;
  setKeyboardOverlap(overlap: number): void;
  scrollTo(offsetY: number): void;
  scrollBy(distance: number): void;
  scrollToBottom(): void;
  scrollToTop(): void;
  scrollToRow(id: ID, screenY: number): void;
  jump(rows: LayoutRow<ID>[], target: ID, screenY: number): void;
}

/** Where paging in one direction stands. */
export type PageState = "idle" | "loading" | "failed" | "exhausted";
/** A direction to page in. */
export type PageDirection = "older" | "newer";
export const PageState: Readonly<{ idle: "idle"; loading: "loading"; failed: "failed"; exhausted: "exhausted" }>;
export const PageDirection: Readonly<{ older: "older"; newer: "newer" }>;

/** Pagination state in both directions. */
export class Pager {
  constructor(options: { prefetchDistance: number; hasOlder?: boolean; hasNewer?: boolean });
  prefetchDistance: number;
  older: PageState;
  newer: PageState;
  state(direction: PageDirection): PageState;
  requests(distanceAbove: number, distanceBelow: number): PageDirection[];
  finish(direction: PageDirection, isLastPage: boolean): void;
  fail(direction: PageDirection): void;
  retry(direction: PageDirection): boolean;
}

/** A chat list of items with an `id` (Swift: ChatList). */
export class ChatList<Item extends { id: unknown }> {
  constructor(options: {
    viewport: ViewportSize;
    heightProvider: (item: Item, width: number) => number;
    safeAreaInsets?: VerticalInsets;
    canvasHeight?: number;
    prefetchDistance?: number;
  });
  readonly layout: ChatLayout<Item["id"]>;
  readonly pager: Pager;
  readonly unreadCount: number;
  onNeedsOlder?: (oldest: Item) => void;
  onNeedsNewer?: (newest: Item) => void;
  readonly count: number;
  itemAt(index: number): Item;
  item(id: Item["id"]): Item | undefined;
  pageState(direction: PageDirection): PageState;
  setItems(items: Item[], options?: { hasOlder?: boolean; hasNewer?: boolean }): void;
  jump(items: Item[], target: Item["id"], screenY: number, options?: { hasOlder?: boolean; hasNewer?: boolean }): void;
  prepend(items: Item[], options?: { isLastPage?: boolean }): void;
  append(items: Item[], options?: { isLastPage?: boolean }): void;
  insert(items: Item[], afterID: Item["id"]): void;
  failPage(direction: PageDirection): void;
  retry(direction: PageDirection): boolean;
  update(item: Item): void;
  reloadHeight(id: Item["id"]): void;
  reloadAllHeights(): void;
  remove(ids: Iterable<Item["id"]>): void;
  removeAll(): void;
  setViewport(viewport: ViewportSize): void;
  setSafeAreaInsets(insets: VerticalInsets): void;
  setKeyboardOverlap(overlap: number): void;
  scrollTo(offsetY: number): void;
  scrollBy(distance: number): void;
  scrollToBottom(): void;
  historyPosition(totalCount: number, rowsBeforeLoaded: number): HistoryPosition | undefined;
}

/** What a heights request measures at. */
export interface HeightSettings { width: number; size: number | string; dpr: number }

/** A message as POST /v1/heights reads it (Docs/steady-measure.md). */
export interface HeightsMessage {
  id: string | number;
  text?: string;
  markdown?: string;
  spans?: unknown[];
  mentions?: Record<string, number>;
  bubble?: Record<string, unknown>;
}

/** One message's answer: a record, or an error entry in its place. */
export interface HeightRecord {
  id?: string | number;
  width?: number;
  size?: number;
  lines?: number;
  height?: number;
  rowHeight?: number;
  missing?: number;
  frames?: Record<string, [number, number, number, number]>;
  index?: number;
  error?: string;
}

/** A request that failed; `retryable` says whether asking again may help. */
export class HeightsError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
}

export interface HeightsServiceOptions<Message = HeightsMessage> {
  fetch?: typeof fetch;
  /** "/v1/heights" by default. */
  url?: string;
  /** Messages a request; 500 by default. */
  batchSize?: number;
  /** The first retry's delay in ms (250), doubling up to `maxDelay` (8,000). */
  initialDelay?: number;
  maxDelay?: number;
  /** Attempts a batch (6). */
  maxAttempts?: number;
  /**
   * The part of each retry delay that is random, 0...1 (0.5): a delay d is waited as
   * d × (1 − jitter × random()), between d/2 and d, so that clients that failed together do not
   * retry together. 0 waits exactly d.
   */
  jitter?: number;
  /** The random source, a number in [0, 1) a call (`Math.random`); a fixed sequence in tests. */
  random?: () => number;
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
  /** The engine whose layout to match: the one the page runs in by default (`readerTarget()`). */
  target?: ReaderTarget;
  /** More request fields: lineHeight, whiteSpace, bubbleStyle, frames. */
  fields?: Record<string, unknown>;
  messageBody?: (message: Message) => HeightsMessage;
  onError?: (error: HeightsError, attempt: { attempt: number; retryIn?: number }) => void;
  onMessageError?: (message: Message, error: string) => void;
}

/** An engine the height service matches (Docs/engines.md). */
export type ReaderTarget = "chromium" | "webkit" | "firefox";

/**
 * The service's target for a browser, from its user agent (`navigator.userAgent` by default):
 * "webkit" for WebKit without Blink (WebKitGTK, Safari, every iOS browser), "firefox" for Gecko,
 * else "chromium".
 */
export function readerTarget(userAgent?: string): ReaderTarget;

/** POST /v1/heights in batches, with retries. */
export class HeightsService<Message = HeightsMessage> {
  constructor(options?: HeightsServiceOptions<Message>);
  measure(messages: Message[], settings: HeightSettings, options?: { signal?: AbortSignal }): Promise<HeightRecord[]>;
}

/** What a list's heights depend on. */
export interface ListSettings { listWidth: number; size: number | string; dpr: number }

/** A ChatList fed by the height service: measured before added, settings applied when their heights arrive. */
export class HeightsClient<Message extends { id: unknown } = HeightsMessage & { id: string | number }> {
  constructor(options: HeightsServiceOptions<Message> & {
    viewport: ViewportSize;
    size: number | string;
    service?: HeightsService<Message>;
    window?: { devicePixelRatio: number; matchMedia(query: string): { addEventListener(type: "change", listener: () => void): void; removeEventListener(type: "change", listener: () => void): void } };
    textWidth?: (listWidth: number) => number;
    rowHeight?: (record: HeightRecord, message: Message) => number;
    fallbackHeight?: (message: Message) => number;
    onError?: (error: Error) => void;
    onChange?: () => void;
    listOptions?: { safeAreaInsets?: VerticalInsets; canvasHeight?: number; prefetchDistance?: number };
  });
  readonly list: ChatList<Message>;
  readonly settings: Readonly<ListSettings>;
  readonly targetSettings: Readonly<ListSettings>;
  setItems(messages: Message[], options?: { hasOlder?: boolean; hasNewer?: boolean }): Promise<boolean>;
  jump(messages: Message[], target: Message["id"], screenY: number, options?: { hasOlder?: boolean; hasNewer?: boolean }): Promise<boolean>;
  prepend(messages: Message[], options?: { isLastPage?: boolean }): Promise<boolean>;
  append(messages: Message[], options?: { isLastPage?: boolean }): Promise<boolean>;
  insert(messages: Message[], afterID: Message["id"]): Promise<boolean>;
  update(message: Message): Promise<boolean>;
  remove(ids: Iterable<Message["id"]>): void;
  setTextSize(size: number | string): Promise<boolean>;
  setViewport(viewport: ViewportSize): Promise<boolean>;
  /**
   * Resolves when no change of width, size or device pixel ratio is in flight (applied,
   * superseded or failed): how a page knows that a ratio change, which starts on its own from
   * `matchMedia` (browser zoom, another screen), has its heights drawn.
   */
  settled(): Promise<void>;
  dispose(): void;
}
