import { chromium } from "playwright-core";
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const js of [true, false]) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: js,
      extraHTTPHeaders: { "x-forwarded-for": `10.0.${width % 250}.${js ? 1 : 2}` },
    });
    const page = await context.newPage();
    const tag = `${width}-${js ? "js" : "nojs"}`;
    await page.goto(`${base}/contact`);
    await page.screenshot({ path: `/tmp/enq-shots/${tag}-empty.png`, fullPage: true });
    await page.fill("#contact-email", "not-an-email");
    await page.fill("#contact-message", "We need a launch film for a new speaker.");
    await page.click("button[type=submit]");
    await page.waitForSelector(".contact-form__summary");
    await page.screenshot({ path: `/tmp/enq-shots/${tag}-errors.png`, fullPage: true });
    await page.waitForTimeout(3100);
    await page.fill("#contact-name", "Jane Doe");
    await page.fill("#contact-email", "jane@example.com");
    await page.click("button[type=submit]");
    await page.waitForSelector(".contact__thanks");
    await page.screenshot({ path: `/tmp/enq-shots/${tag}-thanks.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
