// The call to action closing the service and gallery pages: 'Custom Requests?' and
// 'Enquire now', which opens the external enquiry form in a new tab.
import { useSite } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { FormLink } from "../form-link.tsx";
import { EditableIntro } from "../in-place/editable-text.tsx";

export function CustomRequests() {
  const studio = useStudio();
  const { customRequests } = useSite();
  return (
    <div className="custom-requests">
      <EditableIntro
        doc="site"
        block="custom-requests"
        as="h2"
        title={["customRequests.heading", customRequests.heading]}
        text={["customRequests.text", customRequests.text]}
      />
      <FormLink className="button button--primary" href={studio.forms.enquiry}>
        Enquire now
      </FormLink>
    </div>
  );
}
