// The call to action closing the service and gallery pages: 'Custom Requests?' and
// 'Enquire now', which opens the external enquiry form in a new tab.
import { useSite } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { FormLink } from "../form-link.tsx";
import { EditableText } from "../in-place/editable-text.tsx";

export function CustomRequests() {
  const studio = useStudio();
  const { customRequests } = useSite();
  return (
    <div className="custom-requests">
      <EditableText as="h2" className="custom-requests__title" doc="site" path="customRequests.heading">
        {customRequests.heading}
      </EditableText>
      <EditableText as="p" className="custom-requests__text" doc="site" path="customRequests.text">
        {customRequests.text}
      </EditableText>
      <FormLink className="button button--primary" href={studio.forms.enquiry}>
        Enquire now
      </FormLink>
    </div>
  );
}
