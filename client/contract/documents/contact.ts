// The contact page's words and the owner's choices for it: the heading and intro, each field's
// label, which optional fields show, the budget and timeline choices, the thank-you, the privacy
// line; and, never shown to visitors (the page's data leaves `delivery` out), where the
// notification goes, whether the visitor gets a confirmation and how long enquiries are kept.
import { Type as t, type Static } from "@sinclair/typebox";
import { Text } from "../common.ts";
import { Line, List, PageTitle, Paragraph } from "./fields.ts";

const Switch = (label: string) => t.Boolean({ title: label, error: `${label} must be on or off` });

const OptionalField = (label: string) =>
  t.Object({ show: Switch("Show this field"), label: Line("Label", 60) }, { title: label, additionalProperties: false });

const Choice = Line("Choice", 80);

export const ContactDocument = t.Object(
  {
    description: Paragraph("Description for search engines", 300),
    heading: Line("Heading", 120),
    intro: Paragraph("Intro", 600),
    labels: t.Object(
      {
        name: Line("Name label", 60),
        email: Line("Email label", 60),
        message: Line("Message label", 60),
        attachments: Line("Files label", 80),
        send: Line("Send button", 40),
      },
      { title: "Field labels", additionalProperties: false },
    ),
    company: OptionalField("Company"),
    service: OptionalField("Service of interest"),
    budget: t.Object(
      { show: Switch("Show this field"), label: Line("Label", 60), choices: List("Budget ranges", Choice, { min: 1, max: 12 }) },
      { title: "Budget", additionalProperties: false },
    ),
    timeline: t.Object(
      { show: Switch("Show this field"), label: Line("Label", 60), choices: List("Timelines", Choice, { min: 1, max: 12 }) },
      { title: "Timeline", additionalProperties: false },
    ),
    attachments: t.Object({ show: Switch("Let visitors attach files") }, { title: "Files", additionalProperties: false }),
    thanks: t.Object({ heading: Line("Heading", 120), text: Paragraph("Text", 400) }, { title: "Thank-you", additionalProperties: false }),
    privacy: Paragraph("Privacy line (what is kept, and for how long)", 400),
    delivery: t.Object(
      {
        /** "" sends the notification to the studio's email. */
        notify: t.String({
          title: "Notification address (blank: the studio's email)",
          maxLength: 254,
          pattern: '^(?:[^\\s@"<>()\\[\\]\\\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)?$',
          error: "The notification address must be an email address, or blank for the studio's email",
          messages: {
            required: "The notification address must be an email address, or blank",
            notText: "The notification address must be text",
            tooLong: "The notification address must be at most 254 characters",
            invalid: "The notification address must be an email address, or blank for the studio's email",
          },
        }),
        confirmVisitor: Switch("Send the visitor a short confirmation"),
        confirmation: Text("Confirmation text", 600),
        retentionMonths: t.Integer({
          title: "Delete enquiries older than (months; 0 keeps them)",
          minimum: 0,
          maximum: 120,
          error: "Keep enquiries for 0 (always) to 120 months",
        }),
      },
      { title: "Delivery and privacy (not shown on the page)", additionalProperties: false },
    ),
    // Last on the form: the page's title in search results and browser tabs.
    title: PageTitle,
  },
  { additionalProperties: false },
);
export type ContactDocument = Static<typeof ContactDocument>;

/** What the page shows of the document: everything but `delivery`. */
export type ContactPageDocument = Omit<ContactDocument, "delivery">;
