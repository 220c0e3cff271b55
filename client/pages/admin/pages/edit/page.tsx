// /admin/pages/:key: one page document's editor, its form made from the document's schema.
import { AdminShell } from "../../../../components/admin/admin-shell.tsx";
import { LoadFailed, Loading, Problem } from "../../../../components/admin/load-state.tsx";
import { useLoad } from "../../../../components/admin/use-load.ts";
import { ButtonLink } from "../../../../components/admin/button-link.tsx";
import type { PageDocument } from "../../../../contract/documents/answers.ts";
import { findDocument } from "../../../../contract/documents/registry.ts";
import { PAGE_MESSAGES } from "../../../../contract/documents/answers.ts";
import type { PageProps } from "../../../../lazy-page.tsx";
import { PageEditor } from "./page-editor.tsx";
import { pageName } from "../page-name.ts";
import { call } from "../../../../api.ts";
import { PAGES } from "../../../../contract/endpoints/pages.ts";

export default function EditPagePage({ params }: PageProps) {
  const spec = findDocument(params.key ?? "");
  // A service's name is the services list's: the editor's trail shows it once the page loads.
  const title = !spec ? "Edit page" : spec.key.startsWith("service-") ? "Service page" : pageName(spec);
  return (
    <AdminShell section="pages" title={title} lead="Edit as a draft; visitors see your changes once you publish them.">
      {spec ? (
        <LoadPage pageKey={spec.key}>{(page) => <PageEditor key={page.key} initial={page} schema={spec.schema} />}</LoadPage>
      ) : (
        <Problem message={PAGE_MESSAGES.notFound}>
          <ButtonLink href="/admin/pages">Back to Pages</ButtonLink>
        </Problem>
      )}
    </AdminShell>
  );
}

function LoadPage({ pageKey, children }: { pageKey: string; children(page: PageDocument): React.ReactNode }) {
  const loaded = useLoad<PageDocument>(async () => (await call(PAGES.get, { params: { key: pageKey } })).page, "Could not load the page", pageKey);
  if (loaded.state === "loading") return <Loading label="Loading page..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  return children(loaded.data);
}
