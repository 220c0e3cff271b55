// A user agent as a person would say it: "Chrome 131 on macOS". The full string stays in the
// tooltip; this only has to be right for the common browsers.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/FxiOS\/(\d+)/, "Firefox"],
  [/CriOS\/(\d+)/, "Chrome"],
  [/HeadlessChrome\/(\d+)/, "Headless Chrome"],
  [/Chrom(?:e|ium)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, "Safari"],
  [/^curl\/(\d+)/, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function shortAgent(agent: string): string {
  if (!agent) return "Unknown browser";
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(agent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser) return agent.length > 40 ? `${agent.slice(0, 40)}…` : agent;
  return system ? `${browser} on ${system}` : browser;
}
