// The menu's count of new enquiries asked again (new-enquiries.ts holds it, with no API call, for
// the public entry chunk's sake): after the shell opens and after the owner reads or moves some.
import { call } from "../../api.ts";
import { ENQUIRIES } from "../../contract/endpoints/enquiries.ts";
import { setNewEnquiries } from "./new-enquiries.ts";

/** In the background of every screen: quiet, a failure leaves the last count to the screen's own calls. */
export function recountNewEnquiries(): void {
  call(ENQUIRIES.count, { quiet: true }).then(
    (answer) => setNewEnquiries(answer.newCount),
    () => {},
  );
}
