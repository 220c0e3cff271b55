import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { EditRecord } from "../../../components/admin/edit-record.tsx";
import { LogoForm } from "../../../components/admin/logo-form.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateLogoPage({ params }: PageProps) {
  return (
    <AdminShell section="dashboard" title="Update Logo" lead="Replace the logo's image; the strip on the home page shows the new one at once.">
      <EditRecord
        id={params.id}
        missingMessage="Missing logo id in route"
        load={async (id) => (await adminApi.logo(id)).logo!}
        failMessage="Failed to load logo"
        loadingLabel="Loading logo..."
        back={{ href: "/admin", label: "Back to the Dashboard" }}
        describe={() => "Logo"}
      >
        {(logo, done) => <LogoForm logo={logo} onSaved={done} />}
      </EditRecord>
    </AdminShell>
  );
}
