import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const [path, widthArg, ...ys] = process.argv.slice(2);
const width = Number(widthArg);
const ctx = await b.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
const p = await ctx.newPage();
await p.goto("http://localhost:3111" + path, { waitUntil: "networkidle" });
const total = await p.evaluate(() => document.documentElement.scrollHeight);
console.log("height", total);
for (const y of ys.map(Number)) {
  // scroll gradually so reveal-on-scroll sections trigger
  await p.mouse.wheel(0, 0);
  await p.evaluate(async (target) => { for (let at = window.scrollY; at < target; at += 400) { window.scrollTo(0, at); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, target); }, y);
  await p.waitForTimeout(900);
  await p.screenshot({ path: `/tmp/shots/s${path.replace(/\W+/g, "_")}-${width}-${y}.png` });
}
await b.close();
