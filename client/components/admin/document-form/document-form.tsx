// A form made from a page document's contract schema: each group a titled section, each text a
// box with its count and limit, each list editable and reorderable, each image and video
// replaceable. Controlled: the value and its errors come in, every change goes out whole. The
// page editor uses it; the in-place editor can use the fields one by one through the context.
import { useRef } from "react";
import type { TSchema } from "@sinclair/typebox";
import type { FieldErrors } from "../content/check.ts";
import { DocumentFormContext, type FieldProps, type Path, type Uploads } from "./form-context.tsx";
import { GroupField } from "./group-field.tsx";
import { ImageField } from "./image-field.tsx";
import { LinkField } from "./link-field.tsx";
import { ListField } from "./list-field.tsx";
import { NumberField } from "./number-field.tsx";
import { SwitchField } from "./switch-field.tsx";
import { changedAt, fieldsOf, hintOf, isNullable, kindOf, labelOf, type ValueChange } from "./schema-kind.ts";
import { TextField } from "./text-field.tsx";
import { VideoField } from "./video-field.tsx";

type Props = {
  schema: TSchema;
  value: unknown;
  onChange(value: unknown): void;
  errors: FieldErrors;
  uploads: Uploads;
  disabled?: boolean;
};

export function DocumentForm({ schema, value, onChange, errors, uploads, disabled = false }: Props) {
  // The value as last changed: a change that lands before the parent renders again (two uploads
  // answered at once) builds on the one before it.
  const latest = useRef(value);
  latest.current = value;
  const change = (path: Path, next: ValueChange) => {
    latest.current = changedAt(latest.current, path, next);
    onChange(latest.current);
  };
  return (
    <DocumentFormContext.Provider value={{ value, errors, change, disabled, uploads, Field: SchemaField }}>
      <div className="doc-form">
        {sections(schema).map((fields) => {
          const [key, child] = fields[0]!;
          const kind = kindOf(child);
          if (kind === "group" || kind === "list") return <SchemaField key={key} schema={child} path={[key]} label={labelOf(child, key)} />;
          return (
            <div key={key} className="doc-panel">
              {fields.map(([name, node]) => (
                <SchemaField key={name} schema={node} path={[name]} label={labelOf(node, name)} />
              ))}
            </div>
          );
        })}
      </div>
    </DocumentFormContext.Provider>
  );
}

/** The document's top-level fields as panels: each group or list its own, single fields side by side in one (a service page's eyebrow, heading, intro and hero image). */
function sections(schema: TSchema): [string, TSchema][][] {
  const out: [string, TSchema][][] = [];
  for (const field of fieldsOf(schema)) {
    const single = !["group", "list"].includes(kindOf(field[1]));
    const last = out.at(-1);
    if (single && last && !["group", "list"].includes(kindOf(last[0]![1]))) last.push(field);
    else out.push([field]);
  }
  return out;
}

/** The editor for one node of the schema, by its kind. */
export function SchemaField({ schema, path, label }: FieldProps) {
  switch (kindOf(schema)) {
    case "group":
      return <GroupField schema={schema} path={path} label={label} />;
    case "list":
      return <ListField schema={schema} path={path} label={label} />;
    case "image":
      return <ImageField schema={schema} path={path} label={label} removable={isNullable(schema)} />;
    case "video":
      return <VideoField path={path} label={label} removable={isNullable(schema)} hint={hintOf(schema)} />;
    case "number":
      return <NumberField schema={schema} path={path} label={label} />;
    case "switch":
      return <SwitchField path={path} label={label} />;
    case "paragraph":
      return <TextField schema={schema} path={path} label={label} hint={hintOf(schema)} multiline />;
    case "line":
      return <TextField schema={schema} path={path} label={label} hint={hintOf(schema)} multiline={false} />;
    case "link":
      return <LinkField path={path} label={label} hint={hintOf(schema)} />;
  }
}
