// The portfolio tabs a project shows on: every tab of items the owner keeps (Portfolio › Tabs),
// hidden ones marked; the films tab lists films, not projects. Checked ones keep the tabs' order.
import { TAB_LIST, type PortfolioTab } from "../../../contract/portfolio-tabs.ts";
import { useLoad } from "../use-load.ts";
import { call } from "../../../api.ts";

type Props = { value: string[]; onChange(tabs: string[]): void; disabled: boolean };

export function TabChoice({ value, onChange, disabled }: Props) {
  const loaded = useLoad<PortfolioTab[]>(async () => (await call(TAB_LIST.endpoints.list)).tabs, "Could not load the portfolio tabs", "tabs");
  const options = loaded.state === "ready" ? loaded.data.filter((tab) => tab.style === "items") : [];
  return (
    <fieldset className="admin-choice tab-choice" disabled={disabled} aria-busy={loaded.state === "loading"}>
      <legend className="admin-field__label">Portfolio tabs</legend>
      <p className="admin-field__hint">The tabs of the portfolio page that show it. It joins the end of each; order it in Portfolio.</p>
      <div className="tab-choice__options">
        {options.map((tab) => (
          <label key={tab._id} className="admin-check">
            <input
              type="checkbox"
              checked={value.includes(tab._id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.map((t) => t._id).filter((id) => id === tab._id || value.includes(id))
                    : value.filter((id) => id !== tab._id),
                )
              }
            />
            {tab.hidden ? `${tab.label} (hidden)` : tab.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
