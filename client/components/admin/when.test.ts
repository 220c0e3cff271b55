import { describe, expect, test } from "bun:test";
import { shortAgent } from "./user-agent.ts";
import { relativeTime } from "./when.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("relativeTime", () => {
  test("reads as people say it, past and future", () => {
    expect(relativeTime(ago(10), NOW)).toBe("just now");
    expect(relativeTime(ago(60), NOW)).toBe("1 minute ago");
    expect(relativeTime(ago(3 * 3600), NOW)).toBe("3 hours ago");
    expect(relativeTime(ago(86_400), NOW)).toBe("yesterday");
    expect(relativeTime(ago(-30 * 86_400), NOW)).toBe("in 30 days");
    expect(relativeTime(ago(90 * 86_400), NOW)).toBe("3 months ago");
    expect(relativeTime(ago(400 * 86_400), NOW)).toBe("last year");
  });
});

describe("shortAgent", () => {
  test("names the browser, its version and the system", () => {
    expect(shortAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome 131 on macOS",
    );
    expect(
      shortAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 on iOS");
    expect(
      shortAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"),
    ).toBe("Edge 131 on Windows");
    expect(shortAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox 133 on Linux");
    expect(shortAgent("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toBe(
      "Chrome 131 on Android",
    );
  });

  test("an unknown agent is cut short; none at all says so", () => {
    expect(shortAgent("")).toBe("Unknown browser");
    expect(shortAgent("some-monitoring-bot/1.0 (+https://example.com/a/very/long/path)")).toBe("some-monitoring-bot/1.0 (+https://exampl…");
  });
});
