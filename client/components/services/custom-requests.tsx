// The call to action closing the service and gallery pages: 'Custom Requests?' and
// 'Enquire now', which opens the external enquiry form in a new tab.
import { useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";

export function CustomRequests() {
  const studio = useStudio();
  return (
    <div className="custom-requests">
      <h2 className="custom-requests__title">Custom Requests?</h2>
      <p className="custom-requests__text">Tell us what you have in mind. We reply within one working day with ideas, a timeline and a quote.</p>
      <ExternalLink className="button button--primary" href={studio.forms.enquiry}>
        Enquire now
      </ExternalLink>
    </div>
  );
}
