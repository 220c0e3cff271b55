// The answer to a contact post refused for its rate (429) when the browser sent no scripts: a
// small page written as a string, with no render and no database read. Such refusals are what a
// flood is made of, and the full contact page drawn for each of them took the server's time
// from every other visitor (the bench's enquiry flood: visitors' p99 went from 4 ms to 34 ms).
// A person who hit the limit loses nothing: what they typed is on the page to copy.
import { CONTACT_PATH, type EnquiryValues } from "../../../client/contract/enquiries.ts";

const html = (text: string) => Bun.escapeHTML(text);

export function busyPage(message: string, values: EnquiryValues): string {
  const typed = values.message
    ? `<p>Your message was not sent. Here it is, to send again later:</p><textarea readonly rows="8" aria-label="Your message">${html(values.message)}</textarea>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again later</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:2rem 1.25rem;max-width:40rem;color:#111}textarea{width:100%;box-sizing:border-box;font:inherit;padding:.5rem}a{color:inherit}</style></head><body><main><h1>Please try again later</h1><p role="alert">${html(message)}</p>${typed}<p><a href="${CONTACT_PATH}">Back to the contact page</a></p></main></body></html>`;
}
