import { describe, expect, test } from "bun:test";
import { sniffAttachment } from "./attachment-type.ts";
import { ATTACHMENT_TYPES } from "../../../client/contract/enquiries.ts";
import { checkFormToken, signFormToken, TOKEN_MAX_AGE_MS } from "./form-token.ts";
import { spamReason } from "./spam.ts";

const SECRET = "a-secret-of-thirty-two-characters-or-more";
const now = 1_800_000_000_000;

describe("the form's time token", () => {
  test("a form sent after a person's few seconds is fine; sooner, a day later, forged or with another secret is not", () => {
    const token = signFormToken(SECRET, now);
    expect(checkFormToken(SECRET, token, now + 20_000)).toBe("ok");
    expect(checkFormToken(SECRET, token, now + 300)).toBe("too fast");
    expect(checkFormToken(SECRET, token, now + TOKEN_MAX_AGE_MS - 1)).toBe("ok");
    expect(checkFormToken(SECRET, token, now + TOKEN_MAX_AGE_MS + 1)).toBe("expired");
    expect(checkFormToken("another-secret-of-thirty-two-chars!!", token, now + 20_000)).toBe("forged");
    expect(checkFormToken(SECRET, token.replace(/^\d+/, String(now - 60_000)), now + 20_000)).toBe("forged");
    expect(checkFormToken(SECRET, undefined, now)).toBe("missing");
    expect(checkFormToken(SECRET, "x.y.z", now)).toBe("forged");
  });
});

describe("what is spam", () => {
  const person = { honeypot: "", token: "ok" as const, message: "See https://our-site.example for the brand." };
  test("a person's message with a link or three is not; a fourth link is", () => {
    expect(spamReason(person)).toBeNull();
    expect(spamReason({ ...person, message: "http://a.example www.b.example https://c.example" })).toBeNull();
    expect(spamReason({ ...person, message: "http://a.example www.b.example https://c.example [url=x]" })).toBe("more than 3 links");
  });
  test("the hidden field filled, or the token wrong, is spam whatever the message", () => {
    expect(spamReason({ ...person, honeypot: "x" })).toBe("filled the hidden field");
    expect(spamReason({ ...person, token: "too fast" })).toBe("sent faster than a person types");
    expect(spamReason({ ...person, token: "forged" })).toBe("sent without the form");
  });
});

describe("an attachment's type, from its bytes", () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  test("PDF, ZIP, PNG, JPEG and WebP are read; a program, a GIF or text is not, whatever its name", () => {
    expect(sniffAttachment(new TextEncoder().encode("%PDF-1.7\n...."))).toBe("application/pdf");
    expect(sniffAttachment(bytes(0x50, 0x4b, 0x03, 0x04))).toBe("application/zip");
    expect(sniffAttachment(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffAttachment(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffAttachment(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffAttachment(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(sniffAttachment(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(sniffAttachment(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(sniffAttachment(new TextEncoder().encode("hello %PDF-1.7"))).toBeNull();
  });

  test("every type the contract accepts is one the bytes can show", () => {
    const samples = [
      new TextEncoder().encode("%PDF-1.7\n...."),
      bytes(0x50, 0x4b, 0x03, 0x04),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      bytes(0xff, 0xd8, 0xff, 0xe0),
      new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
    ];
    expect(samples.map(sniffAttachment).sort()).toEqual([...ATTACHMENT_TYPES].sort());
  });
});
