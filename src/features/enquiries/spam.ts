// What makes a post spam, quietly: the visitor is thanked either way, and the enquiry is kept in
// the Spam folder, never counted as new and never mailed. A honeypot field people never see, the
// form's time token (form-token.ts), and a message that is mostly links.
import { ENQUIRY_LIMITS } from "../../../client/contract/enquiries.ts";
import type { TokenCheck } from "./form-token.ts";

const LINK = /\bhttps?:\/\/|\bwww\.|\[url[=\]]|<a\s/gi;

const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** Why a post is spam, in the owner's words; null for one that looks like a person's. */
export function spamReason(post: { honeypot: string; token: TokenCheck; message: string }): string | null {
  if (post.honeypot.trim() !== "") return "filled the hidden field";
  if (post.token === "too fast") return "sent faster than a person types";
  if (post.token === "expired") return "sent from a form older than a day";
  if (post.token !== "ok") return "sent without the form";
  if (countLinks(post.message) > ENQUIRY_LIMITS.links) return `more than ${ENQUIRY_LIMITS.links} links`;
  return null;
}
