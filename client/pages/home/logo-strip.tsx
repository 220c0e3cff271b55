// The client-logo strip: the logos the admin manages, scrolling without end. A logo without
// an image is set as a wordmark of its name. With no logos the whole section is left out: the
// list comes with the page's data, so an empty one is empty, not loading.
import type { Logo } from "../../contract/logos.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { LoopingRow } from "./looping-row.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Seconds per logo for one lap, so a long list does not race past. */
const SECONDS_PER_LOGO = 2.6;

export function LogoStrip({ heading, logos }: { heading: HomeDocument["sections"]["logos"]; logos: Logo[] }) {
  if (logos.length === 0) return null;
  return (
    <section id="clients" className="logo-strip" aria-labelledby="logos-title">
      <SectionHeading id="logos-title" section="logos" kicker={heading.kicker} heading={heading.heading} />
      <LoopingRow
        className="logo-strip__row"
        items={logos}
        itemKey={(logo) => logo._id}
        label="Client logos"
        render={(logo, _i, copy) => <LogoMark logo={logo} copy={copy} />}
        seconds={Math.max(20, logos.length * SECONDS_PER_LOGO)}
      />
    </section>
  );
}

function LogoMark({ logo, copy }: { logo: Logo; copy: boolean }) {
  if (!logo.image) return <span className="logo-strip__wordmark">{logo.name}</span>;
  return (
    <img
      className="logo-strip__image"
      src={logo.image}
      width={240}
      height={80}
      loading="lazy"
      decoding="async"
      alt={copy ? "" : logo.name || "Client logo"}
    />
  );
}
