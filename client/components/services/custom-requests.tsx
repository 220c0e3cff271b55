// The call to action closing the service and gallery pages: 'Custom Requests?' and
// 'Enquire now', which opens the external enquiry form in a new tab.
import { useSite } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";
import { Editable } from "../in-place/in-place.tsx";

export function CustomRequests() {
  const studio = useStudio();
  const { customRequests } = useSite();
  return (
    <div className="custom-requests">
      <h2 className="custom-requests__title">
        <Editable doc="site" path="customRequests.heading">
          {customRequests.heading}
        </Editable>
      </h2>
      <p className="custom-requests__text">
        <Editable doc="site" path="customRequests.text">
          {customRequests.text}
        </Editable>
      </p>
      <ExternalLink className="button button--primary" href={studio.forms.enquiry}>
        Enquire now
      </ExternalLink>
    </div>
  );
}
