// The owner's preview of a page document, draft included: the public page itself, its words and
// media taken from the draft (or what is published, when there is no draft), under a bar that
// says it is a preview and leads back to where the owner came from: the Pages editor, or the live
// page in edit mode (`?edit=<its path>`).
import { Suspense } from "react";
import { useSearch } from "wouter";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { useAdminGuard } from "../../../components/admin/admin-shell.tsx";
import { AdminToaster } from "../../../components/admin/admin-toaster.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { draftState, PreviewBar } from "../../../components/admin/preview-bar.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { PageDocument } from "../../../contract/documents/answers.ts";
import { findDocument, type DocumentKey } from "../../../contract/documents/registry.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { SiteContext, useSite } from "../../../site.ts";
import { usePageMatcher } from "../../../page-matcher.ts";
import { routerPath } from "../../../router-path.ts";
import { loadPreviewTarget, type PreviewTarget } from "./preview-target.ts";
import { call } from "../../../api.ts";
import { PAGES } from "../../../contract/endpoints/pages.ts";

export default function PreviewPagePage({ params }: PageProps) {
  const token = useAdminGuard();
  return (
    <div className="project-preview">
      {token ? <LoadPreview pageKey={params.key!} /> : <Loading label="Checking your session..." />}
      {/* "Draft saved" from the editor would cover the preview's own bar. */}
      <AdminToaster fresh />
    </div>
  );
}

export type Loaded = { page: PageDocument; target: PreviewTarget };

function LoadPreview({ pageKey }: { pageKey: string }) {
  const matchPage = usePageMatcher();
  const { services } = useSite();
  const loaded = useLoad<Loaded>(
    async () => {
      const spec = findDocument(pageKey);
      if (!spec) throw new Error("No such page");
      const { page } = await call(PAGES.get, { params: { key: spec.key } });
      return {
        page,
        target: await loadPreviewTarget(matchPage, { key: page.key as DocumentKey, path: page.path }, page.draft ?? page.published, services),
      };
    },
    "Failed to load the preview",
    pageKey,
  );
  if (loaded.state === "loading") return <Loading label="Loading preview..." />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <ButtonLink href="/admin/pages">Back to Pages</ButtonLink>
      </Problem>
    );
  }
  return <Preview {...loaded.data} />;
}

export function Preview({ page, target }: Loaded) {
  const Page = target.match.route.page.Component;
  const editing = editModePath(new URLSearchParams(useSearch()).get("edit"), usePageMatcher());
  const shown = <Page params={target.match.params} data={target.data} />;
  return (
    <>
      <PreviewBar
        back={
          editing
            ? { href: `${editing}#edit`, label: "Back to edit mode" }
            : { href: `/admin/pages/${encodeURIComponent(page.key)}`, label: "Back to editing" }
        }
      >
        {page.label}: {draftState(page.draft, target.shown)}
      </PreviewBar>
      <Suspense fallback={<Loading label="Loading preview..." />}>
        {target.site ? <SiteContext value={target.site}>{shown}</SiteContext> : shown}
      </Suspense>
    </>
  );
}

/**
 * A page of this site to go back to, or null. Read as the browser will read the link: it drops
 * tabs and line breaks and takes a backslash for "/", so "/<tab>/host" or "/<backslash>host" would be
 * another site. Only a path the route table names is a page (an escaped "/" names none).
 */
function editModePath(value: string | null, matchPage: (path: string) => unknown): string | null {
  if (!value?.startsWith("/")) return null;
  const site = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    return null;
  }
  return url.origin === site && matchPage(routerPath(url.pathname)) ? url.pathname + url.search : null;
}
