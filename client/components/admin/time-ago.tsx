import { exactTime, relativeTime } from "./when.ts";

/** "3 minutes ago", with the exact date and time on hover (and for screen readers' title). */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}
