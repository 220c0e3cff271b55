// A list or a media field of the page edited beside it: the admin's own field editors (add,
// remove, drag and keyboard reordering; a file dropped or chosen, with its checks, progress and
// alt text), bound to the same autosaved draft as the texts on the page.
import { useEffect, useRef } from "react";
import { SchemaField } from "../admin/document-form/document-form.tsx";
import { DocumentFormContext } from "../admin/document-form/form-context.tsx";
import { labelOf } from "../admin/document-form/schema-kind.ts";
import type { FieldErrors } from "../admin/content/check.ts";
import { pageUploads } from "../admin/document-form/page-uploads.ts";
import type { DraftKey } from "./editable.tsx";
import { parsePath, schemaAt, schemaOf, type Path } from "./schema-at.ts";

export type Spot = { doc: DraftKey; path: string; label: string };

type Props = {
  spot: Spot;
  content: unknown;
  errors: FieldErrors;
  onChange(path: Path, value: unknown): void;
  onClose(): void;
};

export function SpotPanel({ spot, content, errors, onChange, onClose }: Props) {
  const ref = useRef<HTMLElement>(null);
  const path = parsePath(spot.path);
  const schema = schemaAt(schemaOf(spot.doc), path);
  // Unless a field inside took it first (a new image's alt text, image-field.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the panel each time another spot is opened
  useEffect(() => {
    if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, [spot.path]);
  if (!schema) return null;
  return (
    <aside
      ref={ref}
      className="ip-panel admin-panel"
      aria-label={spot.label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="ip-panel__head">
        <h2>{spot.label}</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Done
        </button>
      </div>
      <DocumentFormContext.Provider value={{ value: content, errors, change: onChange, disabled: false, uploads: pageUploads, Field: SchemaField }}>
        <div className="doc-form">
          <SchemaField schema={schema} path={path} label={labelOf(schema, String(path.at(-1)))} />
        </div>
      </DocumentFormContext.Provider>
    </aside>
  );
}
