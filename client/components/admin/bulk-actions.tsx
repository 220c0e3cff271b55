// The bulk actions of a managed list (POST /api/admin/bulk/:list), for the records chosen in its
// selection bar: publish and unpublish (a list with drafts), hide and show (a list whose records
// can be hidden from visitors), move to another tab, and delete after a confirmation that says
// how many; the delete's toast has an Undo that brings exactly those records back in one step.
// Every action is all or nothing on the server.
import { useId, useState } from "react";
import { call, reportError } from "../../api.ts";
import { countOf, type BulkAction } from "../../contract/bulk.ts";
import { TRASH_PERIOD } from "../../contract/common.ts";
import { ConfirmButton } from "./confirm-button.tsx";
import { notify } from "./notify.ts";
import { SAFETY } from "../../contract/endpoints/safety.ts";

type Common = {
  /** The list's name in the API: "logos". */
  list: string;
  /** One record, as the list names it: "Logo". */
  label: string;
  ids: string[];
  /** The action is done: clear the choice. */
  done(): void;
  /** Read the list again (after an action and after its Undo). */
  onChanged(): void;
};

type Props = Common & {
  /** Publish and Unpublish (a list whose records can be drafts). */
  publish?: boolean;
  /** Hide and Show (a list whose records can be hidden from visitors). */
  hide?: boolean;
  /** The places the records can be moved to (another tab). */
  moveTo?: Array<{ value: string; label: string }>;
  /** What a delete does on the site, in the confirmation. */
  explanation?: string;
  /** The delete's word where the screen says "Remove" for it (the portfolio's tabs). */
  verb?: Verb;
};

type Verb = "Delete" | "Remove";
const BUSY: Record<Verb, string> = { Delete: "Deleting...", Remove: "Removing..." };

export function BulkActions({ publish = false, hide = false, moveTo = [], explanation, verb, ...common }: Props) {
  const [busy, setBusy] = useState(false);
  const { list, label, ids, done, onChanged } = common;
  const run = async (action: BulkAction, to?: string) => {
    setBusy(true);
    try {
      notify.success((await call(SAFETY.bulk, { params: { list }, body: { action, ids, ...(to && { to }) } })).message);
      done();
    } catch (error) {
      reportError(error, `The ${countOf(ids.length, label)} could not be changed`);
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const none = ids.length === 0 || busy;
  return (
    <>
      {[...(publish ? PUBLISH : []), ...(hide ? HIDE : [])].map(([action, text]) => (
        <button key={action} type="button" className="admin-action" disabled={none} onClick={() => run(action)}>
          {text}
        </button>
      ))}
      {moveTo.length > 0 ? <MoveTo places={moveTo} disabled={none} onMove={(to) => run("move", to)} /> : null}
      <BulkDelete {...common} explanation={explanation} verb={verb} />
    </>
  );
}

const PUBLISH: Array<[BulkAction, string]> = [
  ["publish", "Publish"],
  ["unpublish", "Unpublish"],
];
const HIDE: Array<[BulkAction, string]> = [
  ["hide", "Hide"],
  ["show", "Show"],
];

function MoveTo({ places, disabled, onMove }: { places: Array<{ value: string; label: string }>; disabled: boolean; onMove(to: string): void }) {
  const [to, setTo] = useState("");
  const id = useId();
  return (
    <span className="bulk-move">
      <label htmlFor={id} className="visually-hidden">
        Move the selected to
      </label>
      <select id={id} className="admin-select bulk-move__select" value={to} onChange={(event) => setTo(event.target.value)}>
        <option value="">Move to…</option>
        {places.map((place) => (
          <option key={place.value} value={place.value}>
            {place.label}
          </option>
        ))}
      </select>
      <button type="button" className="admin-action" disabled={disabled || to === ""} onClick={() => onMove(to)}>
        Move
      </button>
    </span>
  );
}

/** Delete the chosen records (to the trash), asking first; the toast's Undo restores them. */
export function BulkDelete({ list, label, ids, done, onChanged, explanation, verb = "Delete" }: Common & { explanation?: string; verb?: Verb }) {
  const records = countOf(ids.length, label);
  const remove = async () => {
    try {
      const answer = await call(SAFETY.bulk, { params: { list }, body: { action: "delete", ids } });
      done();
      onChanged();
      const trashed = answer.changed.map((record) => record.id);
      notify.success(answer.message, () => void undo(list, trashed, onChanged));
    } catch (error) {
      reportError(error, "Delete failed");
      onChanged();
      throw error;
    }
  };
  return (
    <ConfirmButton
      label={verb}
      busyLabel={BUSY[verb]}
      question={`${verb} ${records}?`}
      explanation={explanation ?? `They leave the site at once and stay in the Trash for ${TRASH_PERIOD}, where you can restore them.`}
      action={remove}
      disabled={ids.length === 0}
    />
  );
}

async function undo(list: string, ids: string[], onChanged: () => void) {
  try {
    notify.success((await call(SAFETY.bulk, { params: { list }, body: { action: "restore", ids } })).message);
  } catch (error) {
    reportError(error, "Could not restore them. They are still in the Trash.");
  } finally {
    onChanged();
  }
}
