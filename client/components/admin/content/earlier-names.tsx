// After the studio is renamed: the pages whose words still say the earlier name (the plain words
// a studio starts with are written with its name of the day), and the offer to put the new name
// there in one go. The owner may leave them: nothing changes until they choose.
import { useEffect, useRef, useState } from "react";
import { call, reportError } from "../../../api.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";
import { STUDIO_NAME_MESSAGES, type EarlierNames, type NameMention } from "../../../contract/studio-names.ts";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";

/** Past this many places the list ends with how many more there are. */
const LISTED = 6;

type Props = { earlier: EarlierNames; now: EarlierNames; onClose(): void };

export function EarlierNamesOffer({ earlier, now, onClose }: Props) {
  // The names the server looked for (not a one-letter one) and where they stand.
  const [found, setFound] = useState<{ names: string[]; mentions: NameMention[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submitting, run } = useSubmit();
  const panel = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when a later save changes the names once more
  useEffect(() => {
    let current = true;
    call(STUDIO.earlierNames, { query: earlier, quiet: true }).then(
      (answer) => current && setFound(answer),
      // Only an offer: if the pages cannot be read now, the studio's save still stands.
      () => current && setFound(null),
    );
    return () => {
      current = false;
    };
  }, [earlier, now.name, now.fullName]);

  const shown = found !== null && found.mentions.length > 0;
  useEffect(() => {
    if (shown) panel.current?.scrollIntoView({ block: "start" });
  }, [shown]);
  if (!shown) return null;

  const { names, mentions } = found;
  const total = mentions.reduce((sum, mention) => sum + mention.count, 0);
  const replace = () =>
    run(async () => {
      try {
        const answer = await call(STUDIO.replaceEarlierNames, { body: earlier, quiet: true });
        notify.success(answer.message);
        onClose();
      } catch (failure) {
        setProblem(failure instanceof Error ? failure.message : "Could not replace the name");
        reportError(failure, "Could not replace the name");
      }
    });

  return (
    <section ref={panel} className="admin-panel earlier-names" aria-labelledby="earlier-names-title" aria-live="polite">
      <h2 id="earlier-names-title">Your pages still say {names.map((name) => `“${name}”`).join(" and ")}</h2>
      <p>
        Their words were written with the studio's earlier name. It stands {STUDIO_NAME_MESSAGES.times(total)} on{" "}
        {STUDIO_NAME_MESSAGES.placesOf(mentions)}:
      </p>
      <ul className="earlier-names__places">
        {mentions.slice(0, LISTED).map((mention) => (
          <li key={`${mention.label} ${mention.path}`}>
            {mention.label} <span className="admin-muted">({STUDIO_NAME_MESSAGES.times(mention.count)})</span>
          </li>
        ))}
        {mentions.length > LISTED && <li className="admin-muted">and {mentions.length - LISTED} more</li>}
      </ul>
      <p className="admin-muted">Drafts not yet published get the new name too. Each page's history keeps its words as they are now.</p>
      {problem && (
        <p className="earlier-names__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="earlier-names__actions">
        <button type="button" className="button button--primary" onClick={replace} disabled={submitting}>
          {submitting ? "Replacing..." : "Put the new name there"}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={submitting}>
          Leave them as they are
        </button>
      </div>
    </section>
  );
}
