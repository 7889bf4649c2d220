// A long conversation, generated the same way on every load (seeded): chat in
// several scripts, with emoji, so that heights differ from row to row.
"use strict";
const CONVERSATION = (() => {
  const phrases = [
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
  let state = 20;
  const next = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
  const messages = [];
  for (let i = 0; i < 400; i++) {
    let text = phrases[Math.floor(next() * phrases.length)];
    if (next() < 0.25) text += " " + phrases[Math.floor(next() * phrases.length)];
    if (next() < 0.08) text += "\n" + phrases[Math.floor(next() * phrases.length)];
    messages.push({ id: "m" + (i + 1), text, outgoing: next() < 0.45 });
  }
  return messages;
})();
