// /contact: the studio's own contact page, in the site frame. Its words are the contact page's
// document (edited in the Pages editor or in place); the form posts to this same address and
// works without scripts (the server answers with this page: the thank-you, or the form again
// with what was typed and each field's message), and with them sends without leaving the page.
import { useState } from "react";
import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { EditableIntro } from "../../components/in-place/editable-text.tsx";
import { useStudio } from "../../studio.ts";
import { ContactForm } from "./contact-form.tsx";

export default function ContactPage({ data }: PageProps<PageDataMap["contact"]>) {
  const { document, form } = data;
  const [sent, setSent] = useState(form?.sent === true);
  const studio = useStudio();
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="contact">
        <div className="contact__intro">
          <p className="studio-eyebrow">Contact</p>
          <EditableIntro doc="contact" block="contact" as="h1" title={["heading", document.heading]} text={["intro", document.intro]} />
          <p className="contact__direct">
            Prefer email? <a href={`mailto:${studio.email}`}>{studio.email}</a>
          </p>
        </div>
        {sent ? (
          <section className="contact__thanks" aria-labelledby="contact-thanks" tabIndex={-1} ref={(node) => node?.focus()}>
            <EditableIntro
              doc="contact"
              block="contact-thanks"
              as="h2"
              id="contact-thanks"
              title={["thanks.heading", document.thanks.heading]}
              text={["thanks.text", document.thanks.text]}
            />
            <a href="/" className="button button--ghost">
              Back to home
            </a>
          </section>
        ) : (
          <ContactForm document={document} token={data.token} refused={form && !form.sent ? form : null} onSent={() => setSent(true)} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
