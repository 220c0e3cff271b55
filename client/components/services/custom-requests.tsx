// The call to action closing the service and gallery pages: 'Custom Requests?' and
// 'Enquire now', which opens the external enquiry form in a new tab.
import { useSite } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";

export function CustomRequests() {
  const studio = useStudio();
  const { customRequests } = useSite();
  return (
    <div className="custom-requests">
      <h2 className="custom-requests__title">{customRequests.heading}</h2>
      <p className="custom-requests__text">{customRequests.text}</p>
      <ExternalLink className="button button--primary" href={studio.forms.enquiry}>
        Enquire now
      </ExternalLink>
    </div>
  );
}
