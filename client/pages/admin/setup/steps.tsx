// The first run's steps, in order: each asks one thing and names the details' fields it checks
// before the next. A step is one entry of this list.
import type { ReactNode } from "react";
import { RadioCards } from "../../../components/admin/choice.tsx";
import { MarkField } from "../../../components/admin/mark-field.tsx";
import type { FieldErrors } from "../../../components/admin/content/check.ts";
import { STUDIO_GROUPS, StudioGroup, type StudioPath } from "../../../components/admin/content/studio-form.tsx";
import type { SetupStart } from "../../../contract/setup.ts";
import type { Studio } from "../../../contract/studio.ts";

type StepProps = {
  values: Studio;
  setValues(update: (current: Studio) => Studio): void;
  errors: FieldErrors;
  setErrors(update: (current: FieldErrors) => FieldErrors): void;
  start: SetupStart;
  setStart(start: SetupStart): void;
  /** Whether the site has a sample to start from (the setup's state). */
  hasSample: boolean;
  disabled: boolean;
};

export type SetupStep = { title: string; render(props: StepProps): ReactNode; fields: readonly string[] };

/** A step asking some of the studio form's fields, as its groups describe them. */
function detailsStep(title: string, lead: string, paths: readonly StudioPath[]): SetupStep {
  const fields = STUDIO_GROUPS.flatMap((group) => group.fields).filter((field) => paths.includes(field.path));
  const group = { title, lead, fields };
  return { title, fields: paths, render: (props) => <StudioGroup group={group} {...props} /> };
}

const START_OPTIONS = [
  {
    value: "sample" as const,
    label: "Start from the sample studio",
    hint: "Keep the sample projects, reviews, logos and texts, and replace them at your own pace.",
  },
  {
    value: "empty" as const,
    label: "Start empty",
    hint: "Every sample record and picture goes to the trash in one step (one Undo brings it all back), and the pages get plain words with your name. A section with nothing in it stays hidden until you add something.",
  },
];

/** A site with no sample left (SAMPLE_CONTENT=none, or all of it deleted): the pages' words, plain with the name or as they are. */
const NO_SAMPLE_OPTIONS = [
  {
    value: "empty" as const,
    label: "Plain words with your name",
    hint: "There is no sample on this site. Every page's words become plain ones built from your studio's name (each page keeps the words it had in its history). A section with nothing in it stays hidden until you add something.",
  },
  {
    value: "sample" as const,
    label: "Keep the pages as they are",
    hint: "Only your details are saved: nothing on the pages changes.",
  },
];

const SOCIAL = ["instagram", "youtube", "linkedin", "facebook", "behance"] as const;

export const SETUP_STEPS: SetupStep[] = [
  detailsStep("Your studio", "How the site names the studio.", ["name", "fullName"]),
  {
    title: "Mark",
    fields: [],
    render: ({ values, setValues }) => (
      <MarkField mark={values.mark} name={values.name} onSaved={(mark) => setValues((current) => ({ ...current, mark }))} />
    ),
  },
  detailsStep("Contact", "The chat button, “Call us” and the email links.", ["phone", "phoneDisplay", "email"]),
  detailsStep("Links", "Where else your work is. Leave a social link blank to hide its icon.", [
    "designPortfolio",
    ...SOCIAL.map((key) => `social/${key}` as const),
  ]),
  {
    title: "Start",
    fields: [],
    render: ({ start, setStart, hasSample, disabled }) => (
      <div className="admin-panel setup__start">
        <RadioCards
          legend="How should the site start?"
          value={start}
          options={hasSample ? START_OPTIONS : NO_SAMPLE_OPTIONS}
          onChange={setStart}
          disabled={disabled}
        />
      </div>
    ),
  },
];
