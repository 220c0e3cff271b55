import { call } from "../../../api.ts";
import { EditRecord } from "../../../components/admin/edit-record.tsx";
import { LogoForm } from "../../../components/admin/logo-form.tsx";
import type { PageProps } from "../../../lazy-page.tsx";
import { LOGOS } from "../../../contract/endpoints/carousels.ts";

const LEAD = "Replace the logo's image; the strip on the home page shows the new one at once.";
const load = async (id: string) => (await call(LOGOS.get, { params: { id } })).logo!;

export default function UpdateLogoPage({ params }: PageProps) {
  return (
    <EditRecord section="dashboard" title="Update Logo" lead={LEAD} id={params.id} noun="logo" load={load}>
      {(logo, done) => <LogoForm logo={logo} onSaved={done} />}
    </EditRecord>
  );
}
