// The dashboard's count of new enquiries, leading to them in the inbox (the count the menu shows).
import { PrefetchLink } from "../prefetch-link.tsx";
import { useNewEnquiries } from "./new-enquiries.ts";

export function NewEnquiriesStat() {
  const count = useNewEnquiries();
  return (
    <div className={`admin-stat${count ? " admin-stat--calling" : ""}`}>
      <dt>
        <PrefetchLink href={count ? "/admin/enquiries?status=new" : "/admin/enquiries"} className="admin-stat__link">
          New enquiries
        </PrefetchLink>
      </dt>
      <dd>{count ?? "–"}</dd>
    </div>
  );
}
