// A portfolio tab's name, address and words: adding one (its address made from its name until the
// owner types one) and changing one where it stands in the list. A refusal (an address another
// tab answers at) is said at its field, and nothing changes.
import { useState, type FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { TAB_LIST, TabCreate, tabSlug, type PortfolioTab } from "../../../contract/portfolio-tabs.ts";
import { Field } from "../field.tsx";
import { TextFields, type TextFieldSpec } from "../text-fields.tsx";
import { BusyButton, FormActions } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf, serverFieldError, type FieldErrors } from "./check.ts";

type Values = { label: string; slug: string; heading: string; intro: string };

const NAME: TextFieldSpec<"label">[] = [
  {
    field: "label",
    label: "Name",
    maxLength: maxOf(TabCreate, "label"),
    required: true,
    autoFocus: true,
    hint: "What the tab says on the portfolio page.",
  },
];
const WORDS: TextFieldSpec<"heading" | "intro">[] = [
  { field: "heading", label: "Heading", maxLength: maxOf(TabCreate, "heading"), hint: "Above the tab's work; its name when empty." },
  { field: "intro", label: "Intro", maxLength: maxOf(TabCreate, "intro"), multiline: true },
];

type Props = { tab?: PortfolioTab; onSaved(tab: PortfolioTab): void; onClose(): void };

export function TabForm({ tab, onSaved, onClose }: Props) {
  const [values, setValues] = useState<Values>({
    label: tab?.label ?? "",
    slug: tab?.slug ?? "",
    heading: tab?.heading ?? "",
    intro: tab?.intro ?? "",
  });
  const [slugTouched, setSlugTouched] = useState(!!tab);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, run } = useSubmit();
  const slug = slugTouched ? values.slug : tabSlug(values.label);
  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { label: values.label.trim(), slug: slug || undefined, heading: values.heading.trim(), intro: values.intro.trim() };
    const found = check(TabCreate, fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      try {
        const answer = tab
          ? await call(TAB_LIST.endpoints.update, { params: { id: tab._id }, body: fields })
          : await call(TAB_LIST.endpoints.add, { body: { ...fields, heading: fields.heading || undefined } });
        notify.success(answer.message);
        onSaved(answer.tab);
        onClose();
      } catch (failure) {
        // Said at the field the server names (a taken address is the address's); anything else where the name is.
        const named = serverFieldError(failure, {})?.field;
        setErrors({ [named === "slug" ? "slug" : "label"]: (failure instanceof Error && failure.message) || undefined });
        reportError(failure, tab ? "Could not save the tab" : "Could not add the tab");
      }
    });
  };

  return (
    <form
      className="admin-form tab-form"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      noValidate
      aria-busy={submitting}
      aria-label={tab ? `Edit the tab ${tab.label}` : "New tab"}
    >
      <TextFields fields={NAME} values={values} errors={errors} onEdit={set} disabled={submitting} />
      <Field
        label="Address"
        value={slug}
        onChange={(value) => {
          setSlugTouched(true);
          set("slug")(value);
        }}
        maxLength={maxOf(TabCreate, "slug")}
        error={errors.slug}
        disabled={submitting}
        hint={
          slug
            ? `/portfolio?tab=${slug} opens it. Links to the old address stop opening it if you change this.`
            : "Lower-case letters, digits and hyphens."
        }
      />
      <TextFields fields={WORDS} values={values} errors={errors} onEdit={set} disabled={submitting} />
      <FormActions>
        <BusyButton label={tab ? "Save tab" : "Add tab"} busyLabel="Saving..." busy={submitting} />
        <button type="button" className="button button--ghost" onClick={onClose} disabled={submitting}>
          Cancel
        </button>
      </FormActions>
    </form>
  );
}
