// A group of fields (the hero, the case study, a FAQ): a fieldset titled as the schema names it,
// its fields in the schema's order.
import type { TSchema } from "@sinclair/typebox";
import { useField, type Path } from "./form-context.tsx";
import { fieldsOf, labelOf } from "./schema-kind.ts";

type Props = { schema: TSchema; path: Path; label: string /** Inside a list entry, whose card already names it. */; bare?: boolean };

export function GroupField({ schema, path, label, bare }: Props) {
  const { Field } = useField(path);
  const fields = fieldsOf(schema).map(([key, child]) => <Field key={key} schema={child} path={[...path, key]} label={labelOf(child, key)} />);
  if (bare) return <div className="doc-group doc-group--bare">{fields}</div>;
  return (
    <fieldset className="doc-group">
      <legend className="doc-group__title">{label}</legend>
      <div className="doc-group__fields">{fields}</div>
    </fieldset>
  );
}
