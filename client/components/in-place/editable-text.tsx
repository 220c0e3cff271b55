// An element that holds one page-document text and nothing else (a heading, a paragraph, a
// label), editable in place: most sections of the public pages are built from these; and a
// heading with the paragraph under it, the shape of a page's intro and of a closing call.
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

/** A document's words at `path`, and the words themselves. */
type Words = [path: string, words: string];

/**
 * A heading and the paragraph under it, both the document's words (a page's intro, a closing
 * call): `block`__title and `block`__text.
 */
export function EditableIntro({
  doc,
  block,
  as,
  id,
  title,
  text,
}: {
  doc: DraftKey;
  block: string;
  as: "h1" | "h2";
  id?: string;
  title: Words;
  text: Words;
}) {
  return (
    <>
      <EditableText as={as} id={id} className={`${block}__title`} doc={doc} path={title[0]}>
        {title[1]}
      </EditableText>
      <EditableText as="p" className={`${block}__text`} doc={doc} path={text[0]}>
        {text[1]}
      </EditableText>
    </>
  );
}
