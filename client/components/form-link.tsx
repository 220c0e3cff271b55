// A button to one of the studio's forms (client/contract/studio.ts `forms`): an outside form opens
// in a new tab, as every link that leaves the site does; the site's own contact page and a mailto:
// address open where they are (a page of this site, or the visitor's mail program).
import type { AnchorHTMLAttributes } from "react";
import { ExternalLink } from "./external-link.tsx";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function FormLink(props: Props) {
  return /^https?:\/\//i.test(props.href) ? <ExternalLink {...props} /> : <a {...props} />;
}
