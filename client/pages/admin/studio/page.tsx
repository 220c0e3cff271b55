import { studioApi } from "../../../content-api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import type { Studio } from "../../../contract/studio.ts";
import { StudioForm } from "../../../components/admin/content/studio-form.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { RevisionHistory } from "../../../components/admin/history/revision-history.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function StudioPage(_props: PageProps) {
  return (
    <AdminShell
      section="studio"
      title="Studio details"
      lead="Your name, phone, email and links, as every page shows them. A change is on the site at the next visit."
    >
      <StudioDetails />
    </AdminShell>
  );
}

function StudioDetails() {
  const loaded = useLoad<Studio>(async () => (await studioApi.get()).studio, "Failed to load the studio details", "studio");
  if (loaded.state === "loading") return <Loading label="Loading studio details..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  return (
    <>
      <StudioForm studio={loaded.data} onSaved={loaded.set} />
      <RevisionHistory subject="studio" what="the studio details" onReverted={loaded.reload} reloadKey={JSON.stringify(loaded.data)} />
    </>
  );
}
