// The Reply button's mailto: link: a new mail in the owner's own mail app, to the visitor, with
// "Re: Your enquiry…" as its subject and the visitor's message quoted below a greeting, the way a
// mail app quotes a message it replies to.
import { exactTime } from "../../../components/admin/when.ts";
import type { Enquiry } from "../../../contract/enquiries.ts";

/**
 * Characters of the message quoted: mail apps on Windows drop a mailto: link longer than about
 * 2,000 characters, and the encoded quote is the bulk of it; longer messages are cut with "[…]".
 */
export const QUOTE_MAX = 1_000;

type Reply = Pick<Enquiry, "name" | "email" | "message" | "createdAt">;

function replySubject(serviceName: string): string {
  return serviceName ? `Re: Your enquiry about ${serviceName}` : "Re: Your enquiry";
}

export function replyBody(enquiry: Reply): string {
  const characters = [...enquiry.message.replace(/\r\n?/g, "\n")];
  const message = characters.length > QUOTE_MAX ? `${characters.slice(0, QUOTE_MAX).join("").trimEnd()} […]` : characters.join("");
  const quoted = message
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  const firstName = enquiry.name.trim().split(/\s+/)[0] ?? "";
  return `Hi ${firstName},\n\n\n\nOn ${exactTime(enquiry.createdAt)}, ${enquiry.name} <${enquiry.email}> wrote:\n${quoted}\n`;
}

/** A plain mailto: link to a visitor's address, its own part encoded (see replyMailto). */
export function mailtoAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`;
}

/**
 * encodeURIComponent throughout (not URLSearchParams: mail apps show its "+" for a space), and line
 * breaks as CRLF, as RFC 6068 asks of a mailto: body. The address's own part is encoded too: the
 * contract's pattern lets it hold "?", "&" or "#", which would otherwise end it.
 */
export function replyMailto(enquiry: Reply, serviceName = ""): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\n/g, "\r\n"));
  return `${mailtoAddress(enquiry.email)}?subject=${encode(replySubject(serviceName))}&body=${encode(replyBody(enquiry))}`;
}
