// The stack the height service measures with (/fonts/stack.json), declared as the chromium target
// of a font-stack file has it (Docs/steady-measure.md): one @font-face per face, and the list's
// font-family naming the fallback families in order. Without it the page would draw with other
// fonts than the heights were computed for.

/** `text` as a CSS string. */
const cssString = (text) => '"' + text.replace(/[\\"\n\r\f]/g, (c) => "\\" + c.charCodeAt(0).toString(16) + " ") + '"';

/** Declares every face for `selector`'s text and resolves when all have loaded. */
export async function loadFonts(selector) {
  const { families } = await (await fetch("/fonts/stack.json")).json();
  const rules = families.flatMap(({ family, faces }) => faces.map(({ file, weight = 400, style = "normal" }) => {
    const url = "/fonts/" + file.split("/").map(encodeURIComponent).join("/");
    return `@font-face { font-family: ${cssString(family)}; src: url(${cssString(url)}); `
      + `font-weight: ${[].concat(weight).join(" ")}; font-style: ${style}; }`;
  }));
  const fallback = families.filter((family) => family.fallback !== false).map(({ family }) => cssString(family));
  rules.push(`${selector} { font-family: ${fallback.join(", ")}; }`);
  const sheet = document.createElement("style");
  sheet.textContent = rules.join("\n");
  document.head.appendChild(sheet);
  await Promise.all([...document.fonts].map((face) => face.load()));
}
