// POST /contact: the contact form's one address, for the page's script (Accept: application/json,
// answered JSON) and for a browser without scripts (answered with the page itself: the thank-you,
// or the form again with what was typed and each field's message). The body's limit, declared on
// the route: three files and the texts.
import { Elysia } from "elysia";
import { CONTACT_PATH, ENQUIRY_LIMITS, ENQUIRY_MESSAGES, type ContactFormState } from "../../../client/contract/enquiries.ts";
import { FORM_ENVELOPE_BYTES } from "../../platform/http/body-limit.ts";
import { routePolicy, type BodyLimit } from "../../platform/http/route-policy.ts";
import { leaveBodyUnread } from "../../platform/media/upload-form.ts";
import type { PageRenderer } from "../../platform/ssr/page-renderer.ts";
import { busyPage } from "./busy-page.ts";
import { contactPageData, publishedContact } from "./contact-page.ts";
import { takeEnquiry, type IntakeDeps } from "./intake.ts";

const enquiryBodyLimit: BodyLimit = {
  maxBytes: ENQUIRY_LIMITS.attachments * ENQUIRY_LIMITS.attachmentBytes + FORM_ENVELOPE_BYTES,
  message: ENQUIRY_MESSAGES.tooLarge,
};

export function contactRoutes(deps: IntakeDeps & { render: PageRenderer }) {
  return new Elysia({ name: "contact" }).use(routePolicy()).post(
    CONTACT_PATH,
    async ({ request }) => {
      const outcome = await takeEnquiry(deps, request);
      const retryAfter: Record<string, string> = !outcome.sent && outcome.retryAfter ? { "retry-after": String(outcome.retryAfter) } : {};
      if ((request.headers.get("accept") ?? "").includes("application/json")) {
        const message = outcome.sent ? (await publishedContact(deps.sql)).thanks.text : (outcome.errors.form ?? ENQUIRY_MESSAGES.fixFields);
        const body = outcome.sent ? { success: true, message } : { success: false, message, errors: outcome.errors };
        return new Response(JSON.stringify(body), {
          status: outcome.sent ? 200 : outcome.status,
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...retryAfter },
        });
      }
      if (!outcome.sent && outcome.status === 429) {
        return new Response(busyPage(outcome.errors.form ?? ENQUIRY_MESSAGES.busy, outcome.values), {
          status: 429,
          headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...retryAfter },
        });
      }
      const form: ContactFormState = outcome.sent ? { sent: true } : { sent: false, values: outcome.values, errors: outcome.errors };
      const result = await contactPageData(deps.sql, deps.secret, form);
      return deps.render(request, { result, status: outcome.sent ? 200 : outcome.status, headers: retryAfter });
    },
    { parse: leaveBodyUnread, bodyLimit: enquiryBodyLimit },
  );
}
