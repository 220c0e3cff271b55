import { useEffect, useState } from "react";
import { useStudioChange } from "../../../studio.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import type { Studio } from "../../../contract/studio.ts";
import type { EarlierNames } from "../../../contract/studio-names.ts";
import { EarlierNamesOffer } from "../../../components/admin/content/earlier-names.tsx";
import { StudioForm } from "../../../components/admin/content/studio-form.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { MarkField } from "../../../components/admin/mark-field.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { RevisionHistory } from "../../../components/admin/history/revision-history.tsx";
import type { PageProps } from "../../../lazy-page.tsx";
import { call } from "../../../api.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";

export default function StudioPage(_props: PageProps) {
  return (
    <AdminShell
      section="studio"
      title="Studio details"
      lead="Your mark, name, phone, email and links, as every page shows them. A change is on the site at the next visit."
    >
      <StudioDetails />
    </AdminShell>
  );
}

function StudioDetails() {
  const loaded = useLoad<Studio>(async () => (await call(STUDIO.get)).studio, "Failed to load the studio details", "studio");
  const changeStudio = useStudioChange();
  const shown = loaded.state === "ready" ? loaded.data : null;
  // The names the pages were written with, from the first save or revert that changed them (or the
  // setup run again, which comes here with them) until the offer is answered.
  const [earlier, setEarlier] = useState<EarlierNames | null>(() => namesFromSetup());
  const answered = () => {
    setEarlier(null);
    // A reload does not ask again what was answered.
    window.history.replaceState(null, "");
  };
  useEffect(() => {
    // Saved, reverted or a new mark: the admin's header shows the studio as it now is.
    if (shown) changeStudio(shown);
  }, [shown, changeStudio]);
  if (loaded.state === "loading") return <Loading label="Loading studio details..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  return (
    <>
      <MarkField mark={loaded.data.mark} name={loaded.data.name} onSaved={(mark) => loaded.set({ ...loaded.data, mark })} />
      <StudioForm
        studio={loaded.data}
        onSaved={(saved) => {
          const { name, fullName } = loaded.data;
          if (name !== saved.name || fullName !== saved.fullName) setEarlier((kept) => kept ?? { name, fullName });
          loaded.set(saved);
        }}
      />
      {earlier && <EarlierNamesOffer earlier={earlier} now={loaded.data} onClose={answered} />}
      <RevisionHistory
        subject="studio"
        what="the studio details"
        onReverted={() => {
          // A revert may change the name as a save does: the offer asks whether the pages still say the one left.
          const { name, fullName } = loaded.data;
          setEarlier((kept) => kept ?? { name, fullName });
          loaded.reload();
        }}
        reloadKey={JSON.stringify(loaded.data)}
      />
    </>
  );
}

/** The earlier names the setup, run again under a new name, came here with (client/pages/admin/setup/page.tsx). */
function namesFromSetup(): EarlierNames | null {
  if (typeof window === "undefined") return null;
  const state = window.history.state as { earlierNames?: EarlierNames } | null;
  return state?.earlierNames ?? null;
}
