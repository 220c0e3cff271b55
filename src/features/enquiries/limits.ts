// How many enquiries the site takes, counted by rate-limiter-flexible (as the sign-in limits are,
// docs/decisions/0011-sign-in-limits-with-rate-limiter-flexible.md), in this process's memory:
// - address: 5 posts in 10 minutes from one address (TRUST_PROXY-aware); more are refused with
//   429 and nothing is stored: a person writing again soon is told when to try;
// - inbox: 30 real enquiries an hour from everyone together count as new; past that, a flood
//   spread over many addresses, they are kept as spam (the owner can look, no mail goes out);
// - stored: 300 posts an hour kept at all; past that, 429 for everyone, so a flood cannot fill the
//   database or the bucket.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export const ENQUIRY_RATES = {
  address: { points: 5, duration: 10 * 60 },
  inbox: { points: 30, duration: 60 * 60 },
  stored: { points: 300, duration: 60 * 60 },
} as const;

export type EnquiryLimiter = {
  /** Counts a post from this address: null when allowed, else the seconds until the next is. */
  address(address: string): Promise<number | null>;
  /** Counts a real enquiry against the hour's inbox: false when the inbox is full (kept as spam). */
  inbox(): Promise<boolean>;
  /** Counts a post that is about to be stored: null when allowed, else the seconds until the next is. */
  stored(): Promise<number | null>;
};

type Rate = { points: number; duration: number };

export function createEnquiryLimiter(rates: Record<keyof typeof ENQUIRY_RATES, Rate> = ENQUIRY_RATES): EnquiryLimiter {
  const address = new RateLimiterMemory(rates.address);
  const inbox = new RateLimiterMemory(rates.inbox);
  const stored = new RateLimiterMemory(rates.stored);
  const waitFor = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
    }
  };
  return {
    address: (from) => waitFor(address, from),
    inbox: async () => (await waitFor(inbox, "all")) === null,
    stored: () => waitFor(stored, "all"),
  };
}
