// An element that holds one page-document text and nothing else (a heading, a paragraph, a
// label), editable in place: most sections of the public pages are built from these.
import { Editable, type DraftKey } from "./editable.tsx";

type TextTag = "h1" | "h2" | "h3" | "p" | "span" | "dt" | "dd" | "summary";

type Props = { as: TextTag; doc: DraftKey; path: string; id?: string; className?: string; children: string };

export function EditableText({ as: Tag, doc, path, id, className, children }: Props) {
  return (
    <Tag id={id} className={className}>
      <Editable doc={doc} path={path}>
        {children}
      </Editable>
    </Tag>
  );
}
