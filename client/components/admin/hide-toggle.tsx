// A row's Hide or Show button (a service, a portfolio tab), named for the record it changes
// ("Hide Web Design"); `change` saves and says so, a failure is reported ("Could not change the tab").
import { reportError } from "../../api.ts";

type Props = {
  name: string;
  hidden: boolean;
  /** The kind of record, in the failure's message: "the tab". */
  what: string;
  change(hidden: boolean): Promise<void>;
};

export function HideToggle({ name, hidden, what, change }: Props) {
  const toggle = async () => {
    try {
      await change(!hidden);
    } catch (error) {
      reportError(error, `Could not change ${what}`);
    }
  };
  return (
    <button type="button" className="admin-action" onClick={() => void toggle()} aria-label={`${hidden ? "Show" : "Hide"} ${name}`}>
      {hidden ? "Show" : "Hide"}
    </button>
  );
}
