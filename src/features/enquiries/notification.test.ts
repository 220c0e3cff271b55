import { describe, expect, test } from "bun:test";
import type { Enquiry } from "../../../client/contract/enquiries.ts";
import { seedDocuments } from "../seed/documents.ts";
import { ownerNotification, visitorConfirmation } from "./notification.ts";

const studio = { fullName: "Vanta Studio", email: "hello@vanta.example" };
const delivery = seedDocuments.contact.delivery;
const enquiry: Enquiry = {
  _id: "0192f3c4-0000-7000-8000-000000000001",
  name: "Jane Doe",
  email: "jane@example.com",
  message: "We need a launch film.\nBy March.",
  company: "Northwind",
  service: "3D Product Animation",
  budget: "Not sure yet",
  timeline: "",
  status: "new",
  createdAt: "2026-11-27T08:00:00.000Z",
  readAt: null,
  spamReason: null,
  attachments: [{ _id: "a", name: "brief.pdf", type: "application/pdf", size: 2048, url: "/api/admin/enquiries/x/attachments/a" }],
};
const inbox = "https://studio.example/admin/enquiries";

describe("the owner's notification", () => {
  test("goes to the studio's email with Reply-To the visitor, and says everything they sent", () => {
    const mail = ownerNotification(enquiry, studio, delivery, inbox)!;
    expect(mail.to).toBe("hello@vanta.example");
    expect(mail.replyTo).toBe("jane@example.com");
    expect(mail.subject).toBe("New enquiry from Jane Doe (Northwind)");
    for (const line of [
      "From: Jane Doe <jane@example.com>",
      "Company: Northwind",
      "Service: 3D Product Animation",
      "Budget: Not sure yet",
      "By March.",
      "- brief.pdf (2 KB)",
      inbox,
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain("Timeline:");
  });

  test("goes to the notification address when the owner set one", () => {
    expect(ownerNotification(enquiry, studio, { ...delivery, notify: "leads@vanta.example" }, inbox)!.to).toBe("leads@vanta.example");
  });

  test("a name with line breaks cannot add a header to the subject", () => {
    const mail = ownerNotification({ ...enquiry, name: "Eve\r\nBcc: all@example.com", company: "" }, studio, delivery, inbox)!;
    expect(mail.subject).toBe("New enquiry from Eve Bcc: all@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  test("spam makes no mail at all", () => {
    const spam = { ...enquiry, status: "spam" as const, spamReason: "filled the hidden field" };
    expect(ownerNotification(spam, studio, delivery, inbox)).toBeNull();
    expect(visitorConfirmation(spam, studio, { ...delivery, confirmVisitor: true })).toBeNull();
  });
});

describe("the visitor's confirmation", () => {
  test("only when the owner turned it on: to the visitor, Reply-To the studio, with the owner's words and their message", () => {
    expect(visitorConfirmation(enquiry, studio, delivery)).toBeNull();
    const mail = visitorConfirmation(enquiry, studio, { ...delivery, confirmVisitor: true })!;
    expect(mail).toMatchObject({ to: "jane@example.com", replyTo: "hello@vanta.example", subject: "Thank you for your message to Vanta Studio" });
    expect(mail.text).toContain(delivery.confirmation);
    expect(mail.text).toContain("We need a launch film.");
  });
});
