// Places on the site that link to a page, each with its fix: "Point it at another page" (the
// page picker; the change is saved at once) or "Remove the link", and where it is edited. The
// delete and unpublish warnings and the dashboard's dead links show the same rows.
import { useState } from "react";
import { call, reportError } from "../../api.ts";
import type { LinkUse } from "../../contract/links.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { notify } from "./notify.ts";
import { PagePicker } from "./page-picker.tsx";
import { LINKS } from "../../contract/endpoints/pages.ts";

type Props = {
  uses: LinkUse[];
  /** After a fix is saved: the caller reads the places again. */
  onFixed(): void;
};

export function LinkUses({ uses, onFixed }: Props) {
  return (
    <ul className="link-uses">
      {uses.map((use) => (
        <LinkUseRow key={`${use.id} ${use.target}`} use={use} onFixed={onFixed} />
      ))}
    </ul>
  );
}

function LinkUseRow({ use, onFixed }: { use: LinkUse; onFixed(): void }) {
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const fix = async (to: string) => {
    setBusy(true);
    try {
      const answer = await call(LINKS.fix, { body: { use: use.id, from: use.target, to } });
      notify.success(answer.message);
      onFixed();
    } catch (error) {
      reportError(error, "The link was not changed");
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="link-use">
      <p className="link-use__where">{use.where}</p>
      <p className="link-use__target">
        links to <code>{use.target}</code>
      </p>
      {choosing ? (
        <PagePicker
          label="Point it at"
          value=""
          optional={false}
          showCurrent={false}
          exclude={[use.target]}
          onChange={(to) => to && void fix(to)}
          disabled={busy}
          outside
          hint="Choosing a page saves the change."
        />
      ) : null}
      <div className="link-use__actions">
        {use.fixable ? (
          <>
            <button type="button" className="admin-action" onClick={() => setChoosing((open) => !open)} disabled={busy} aria-expanded={choosing}>
              {choosing ? "Cancel" : "Point it at another page"}
            </button>
            {use.removable ? (
              <button type="button" className="admin-action" onClick={() => void fix("")} disabled={busy}>
                Remove the link
              </button>
            ) : null}
          </>
        ) : null}
        <PrefetchLink href={use.edit} className="admin-action">
          {use.fixable ? "Open its editor" : "Change it in its editor"}
        </PrefetchLink>
      </div>
    </li>
  );
}
