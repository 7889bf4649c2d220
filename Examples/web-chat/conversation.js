// A long group conversation, generated the same way on every load (seeded): chat in several
// scripts with emoji, and every part a bubble of Templates/bubble.css can have (names, quoted
// replies, media, times, reactions, date separators, both directions, a few very tall
// messages), so that row heights differ from row to row. Each message is what the height
// service takes: {id, text, bubble} (Docs/steady-measure.md, "Bubbles").

const PHRASES = [
  "hey! are you back from Lyon yet?", "Just landed 🛬 train from the airport now",
  "Welcome back!! How was it?", "Amazing food, terrible weather 🌧️ I'll tell you everything tomorrow",
  "lunch at 12:30? the usual place", "ok 👍", "Can you send me the slides from Tuesday's meeting? I can't find them in the shared folder anywhere",
  "مرحبا، كيف حالك اليوم؟", "سأصل بعد عشر دقائق", "שלום! מה שלומך?", "明日の会議は十時からです。資料を忘れずに！",
  "我们周末去爬山吧，天气预报说是晴天。", "안녕하세요! 오늘 저녁에 시간 있어요?", "สวัสดีครับ วันนี้ไปกินข้าวด้วยกันไหม",
  "नमस्ते, आप कैसे हैं?", "Γεια σου! Τι κάνεις;", "Привет! Как дела? Созвонимся вечером?",
  "👨‍👩‍👧‍👦🎉🎂", "haha yes 😂😂😂", "https://example.com/a/very/long/path/to/a/shared/document?id=1234567890",
  "Sure, see you at 9? I'll bring the charger and the printed tickets, and don't forget your passport this time!",
  "Noted.", "🇫🇷🇯🇵🇧🇷", "Did you see the game last night? That last-minute goal was unbelievable ⚽",
];
const PEOPLE = ["Ana", "Bo", "Chen", "Dalia"];
// 1.3337 is Blink's ratio of LayoutUnits 1211 : 908, not width / 1.3337 (Docs/bubbles.md): a
// 312 px content width draws 233.921875 px tall, where the quotient's rounding is 233.9375.
const RATIOS = [0.75, 1, 1.3337, 1.5, 4 / 3, 16 / 9];
const DAYS = ["Monday 24 November", "Tuesday 25 November", "Wednesday 26 November", "Thursday 27 November",
  "Friday 28 November", "Saturday 29 November", "Sunday 30 November", "Yesterday", "Today"];
const COUNT = 400;

/** A linear congruential generator: the same conversation on every load. */
function generator(seed) {
  let state = seed;
  return () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
}

/** The conversation, oldest first: ids "m1" … "m400". */
export function makeConversation(seed = 20) {
  const next = generator(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const messages = [];
  let sender;
  for (let i = 0; i < COUNT; i++) {
    let text = pick(PHRASES);
    if (next() < 0.25) text += " " + pick(PHRASES);
    if (next() < 0.08) text += "\n" + pick(PHRASES);
    // A few very tall messages: taller than the viewport at large sizes and narrow widths.
    if (next() < 0.03) text = Array.from({ length: 8 + Math.floor(next() * 10) }, () => pick(PHRASES)).join("\n");
    const from = next() < 0.45 ? "me" : pick(PEOPLE);
    const bubble = {};
    if (from === "me") bubble.direction = "outgoing";
    if (from === sender && i % 50 !== 0) bubble.groupStart = false;
    else if (from !== "me") bubble.name = from;
    sender = from;
    if (i % 50 === 0) bubble.date = DAYS[Math.min(DAYS.length - 1, Math.floor(i / 50))];
    if (i > 0 && next() < 0.1) bubble.quote = { name: pick(PEOPLE), text: messages[i - 1 - Math.floor(next() * Math.min(i, 5))].text };
    if (next() < 0.07) {
      bubble.media = { aspectRatio: pick(RATIOS) };
      if (next() < 0.5) text = "";
    }
    const minutes = 8 * 60 + Math.floor(i * 2.5);
    bubble.time = `${Math.floor(minutes / 60) % 24}:${String(minutes % 60).padStart(2, "0")}`;
    if (next() < 0.12) bubble.reactions = pick(["👍 2", "❤️", "😂 3", "🎉 👍 5"]);
    messages.push({ id: "m" + (i + 1), text, bubble });
  }
  return messages;
}
