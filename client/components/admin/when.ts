// Times as people read them: "3 minutes ago", "in 29 days", with the exact time for a tooltip.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  // Days up to two months: the trash counts its 30 days in days, not "4 weeks".
  ["month", 60 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const amount = unit === "month" ? seconds / (30 * 24 * 3600) : seconds / size;
    return format.format(Math.round(amount), unit);
  }
  return format.format(Math.round(seconds / 60), "minute");
}

export function exactTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "medium" });
}
