// A page document's link (a case study's button, a slide): chosen from the site's pages in the
// picker, or an outside address, as the contract's Link allows.
import { PagePicker } from "../page-picker.tsx";
import { useField, type Path } from "./form-context.tsx";

export function LinkField({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const { value = "", error, set, disabled } = useField<string | undefined>(path);
  return <PagePicker label={label} value={value ?? ""} onChange={(next) => set(next)} hint={hint} error={error} disabled={disabled} outside />;
}
