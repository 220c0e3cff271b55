// The editor of one page document: where it shows and its state at the top, the form, the
// actions kept in view at the foot of the screen (Save draft, Preview, Publish, Discard draft),
// and the page's history beside (or, on a phone, under) the form.
import type { TSchema } from "@sinclair/typebox";
import { useLocation } from "wouter";
import { DocumentForm } from "../../../../components/admin/document-form/document-form.tsx";
import { useLeaveWarning } from "../../../../components/admin/use-leave-warning.ts";
import { EditorTrail } from "../../../../components/admin/editor-trail.tsx";
import { RevisionHistory } from "../../../../components/admin/history/revision-history.tsx";
import { TimeAgo } from "../../../../components/admin/time-ago.tsx";
import { PAGE_MESSAGES, type PageDocument } from "../../../../contract/documents/answers.ts";
import { pageUploads } from "../../../../components/admin/document-form/page-uploads.ts";
import { DraftBadge } from "../draft-badge.tsx";
import { pageName } from "../page-name.ts";
import { EditorBar } from "./editor-bar.tsx";
import { usePageDraft } from "./use-page-draft.ts";
import { SharedHeadline } from "./shared-headline.tsx";

export function PageEditor({ initial, schema }: { initial: PageDocument; schema: TSchema }) {
  const draft = usePageDraft(initial, schema);
  const { page } = draft;
  const [, navigate] = useLocation();
  useLeaveWarning(draft.unsaved);
  const preview = async () => {
    if (await draft.saveForPreview()) navigate(`/admin/pages/${page.key}/preview`);
  };

  return (
    <>
      <div className="project-bar page-bar">
        <EditorTrail list={{ href: "/admin/pages", label: "Pages" }} current={pageName(page)}>
          {page.draft !== null ? <DraftBadge /> : <span className="status-badge status-badge--published">Published</span>}
        </EditorTrail>
        <p className="page-bar__meta admin-muted">
          Shows on{" "}
          <a href={page.path} target="_blank" rel="noopener" className="admin-link">
            {page.path === "/" ? "the home page" : page.path}
          </a>
          {" · "}saved <TimeAgo iso={page.updatedAt} />
          {page.updatedBy ? ` by ${page.updatedBy}` : ""}
        </p>
      </div>
      {draft.conflict ? (
        <div className="admin-status admin-status--problem page-conflict" role="alert">
          <p>{PAGE_MESSAGES.conflict}</p>
        </div>
      ) : null}
      {draft.errors[""] ? (
        <div className="admin-status admin-status--problem" role="alert">
          <p>{draft.errors[""]}</p>
        </div>
      ) : null}
      <div className="page-editor">
        <form
          className="page-editor__form"
          noValidate
          aria-busy={draft.busy !== null}
          onSubmit={(event) => {
            event.preventDefault();
            void draft.saveDraft();
          }}
        >
          {page.key === "home" ? <SharedHeadline /> : null}
          <DocumentForm
            schema={schema}
            value={draft.content}
            onChange={draft.edit}
            errors={draft.errors}
            uploads={pageUploads}
            disabled={draft.busy !== null}
          />
          <EditorBar
            unsaved={draft.unsaved}
            hasDraft={page.draft !== null}
            busy={draft.busy}
            onPreview={() => void preview()}
            onPublish={() => void draft.publish()}
            onDiscard={async () => void (await draft.discard())}
            onUndoEdits={draft.undoEdits}
          />
        </form>
        <RevisionHistory subject={`page:${page.key}`} what={`“${pageName(page)}”`} onReverted={() => void draft.reload()} reloadKey={page.version} />
      </div>
    </>
  );
}
