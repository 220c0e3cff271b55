// The first run (/admin/setup): who the studio is, a step at a time, then how the site starts.
// Signing in opens it until it is finished once; the dashboard offers it again. Each step checks
// its fields with the studio's own rules and messages before the next; the server checks all of
// it again and names the field it refuses, and the step holding that field is shown.
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { call, reportError } from "../../../api.ts";
import type { Brand } from "../../../components/admin/admin-frame.tsx";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { check, messagesOf, serverFieldError, type FieldErrors } from "../../../components/admin/content/check.ts";
import { write, type StudioPath } from "../../../components/admin/content/studio-form.tsx";
import { BusyButton, FormActions } from "../../../components/admin/form-actions.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { useLoad } from "../../../components/admin/use-load.ts";
import { useLeaveWarning } from "../../../components/admin/use-leave-warning.ts";
import { useSubmit } from "../../../components/admin/use-submit.ts";
import type { SetupStart } from "../../../contract/setup.ts";
import { Studio } from "../../../contract/studio.ts";
import type { EarlierNames } from "../../../contract/studio-names.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { useStudioChange } from "../../../studio.ts";
import { SETUP_STEPS } from "./steps.tsx";
import { SAFETY } from "../../../contract/endpoints/safety.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";

export default function SetupPage(_props: PageProps) {
  // The header names the studio being set up, as the owner types it: never the sample's name.
  const [brand, setBrand] = useState<Brand>({ name: "", fullName: "" });
  return (
    <AdminShell
      section="dashboard"
      title="Set up your studio"
      lead="A few questions and the site is yours. You can change every answer later."
      brand={brand}
    >
      <SetupLoader onNames={setBrand} />
    </AdminShell>
  );
}

type NamesProps = { onNames(brand: Brand): void };

function SetupLoader({ onNames }: NamesProps) {
  // The details still the sample studio's start blank: the owner gives their own (contract/setup.ts).
  const loaded = useLoad<{ studio: Studio; hasSample: boolean; done: boolean; earlier: EarlierNames }>(
    async () => {
      const { studio, sample, hasSample, done } = await call(STUDIO.setup);
      const blanked = sample.reduce((details, path) => write(details, path as StudioPath, ""), studio);
      return { studio: blanked, hasSample, done, earlier: { name: studio.name, fullName: studio.fullName } };
    },
    "Failed to load the setup",
    "setup",
  );
  if (loaded.state === "loading") return <Loading label="Loading setup..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  return <SetupWizard {...loaded.data} onNames={onNames} />;
}

/** Whether any page's words still say these names (an offer only: a failure to ask is no). */
const namesStillSaid = (names: EarlierNames) =>
  call(STUDIO.earlierNames, { query: names, quiet: true }).then(
    (answer) => answer.mentions.length > 0,
    () => false,
  );

const stepOf = (field: string) => SETUP_STEPS.findIndex((step) => step.fields.includes(field));

type WizardProps = NamesProps & {
  studio: Studio;
  hasSample: boolean;
  done: boolean;
  /** The names the pages may have been written with: the studio's before this run. */
  earlier: EarlierNames;
};

function SetupWizard({ studio, hasSample, done, earlier, onNames }: WizardProps) {
  const [, navigate] = useLocation();
  const changeStudio = useStudioChange();
  const [values, setValues] = useState(studio);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A first run without a sample gives the pages the owner's name; run again, nothing is changed unless asked.
  const [start, setStart] = useState<SetupStart>(hasSample || done ? "sample" : "empty");
  const [at, setAt] = useState(0);
  const { submitting, run } = useSubmit();
  const step = SETUP_STEPS[at]!;
  const last = at === SETUP_STEPS.length - 1;
  useEffect(() => onNames({ name: values.name, fullName: values.fullName }), [values.name, values.fullName, onNames]);
  // Nothing is saved until Finish: a menu link or a closed tab halfway would lose every answer.
  useLeaveWarning(values !== studio);

  const finish = () =>
    run(async () => {
      try {
        const answer = await call(STUDIO.finishSetup, { body: { ...values, start } });
        changeStudio(answer.studio);
        const removed = answer.removed;
        notify.success(
          answer.message,
          removed
            ? () =>
                void call(SAFETY.restore, { params: removed }).then(
                  () => notify.success("The sample studio is back, with its texts"),
                  (failure) => reportError(failure, "Could not bring the sample back: restore it from the trash"),
                )
            : undefined,
        );
        // Pages kept under a new name may still say the earlier one: the Studio screen offers to replace it.
        if (start !== "empty" && (await namesStillSaid(earlier))) navigate("/admin/studio", { state: { earlierNames: earlier } });
        else navigate("/admin");
      } catch (failure) {
        const placed = serverFieldError(failure, messagesOf(Studio));
        if (placed?.field) {
          setErrors({ [placed.field]: placed.message });
          if (stepOf(placed.field) >= 0) setAt(stepOf(placed.field));
        }
        reportError(failure, "Could not finish the setup");
      }
    });

  const goTo = (index: number) => {
    // A new step: what was said about the last one no longer applies.
    notify.navigated();
    setAt(index);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(check(Studio, values)).filter(([field]) => step.fields.includes(field)));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    if (last) return void finish();
    goTo(at + 1);
  };

  return (
    <form className="admin-form setup" onSubmit={next} noValidate aria-busy={submitting}>
      <ol className="setup__steps" aria-label="Setup steps">
        {SETUP_STEPS.map((candidate, i) => (
          <li key={candidate.title} className="setup__step" aria-current={i === at ? "step" : undefined} data-done={i < at || undefined}>
            <span className="setup__number">{i + 1}</span> {candidate.title}
          </li>
        ))}
      </ol>
      <p className="admin-muted setup__where">
        Step {at + 1} of {SETUP_STEPS.length}: {step.title}
      </p>
      {step.render({ values, setValues, errors, setErrors, start, setStart, hasSample, disabled: submitting })}
      <FormActions className="setup__actions">
        <BusyButton label={last ? "Finish setup" : "Next"} busyLabel="Setting up..." busy={submitting} />
        {at > 0 && (
          <button type="button" className="button button--ghost" onClick={() => goTo(at - 1)} disabled={submitting}>
            Back
          </button>
        )}
      </FormActions>
    </form>
  );
}
