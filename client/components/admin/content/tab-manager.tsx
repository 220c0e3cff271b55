// The portfolio's tabs themselves: add, rename (with the address and words), drag to reorder,
// hide or show, and remove to the trash, one or several chosen at once. A tab holding work is not
// removed: the server says how many items (or films) it holds, and the dialog stays open with
// that message (in bulk, nothing chosen is removed).
import { useState } from "react";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { TAB_LIST, type PortfolioTab } from "../../../contract/portfolio-tabs.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { HideToggle } from "../hide-toggle.tsx";
import { ManagedRows } from "../managed-rows.tsx";
import { notify } from "../notify.ts";
import { orderedList } from "../ordered-list.ts";
import { TabForm } from "./tab-form.tsx";
import { call } from "../../../api.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";

type Props = {
  tabs: (PortfolioTab & { count: number })[];
  /** After any change: the portfolio is read again (the boards follow the list). */
  onChanged(): void;
  /** The list in its new order, shown at once while it is saved. */
  onOrder(change: (current: PortfolioTab[]) => PortfolioTab[]): void;
};

const KEPT = "A tab that holds work cannot be removed: move its work to another tab first.";
const CHOSEN_GONE = `They leave the portfolio page at once and stay in the Trash for ${TRASH_PERIOD}. ${KEPT} If one of those chosen holds work, none is removed.`;

export function TabManager({ tabs, onChanged, onOrder }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const ordered = orderedList<PortfolioTab>(
    (tab) => tab._id,
    onOrder,
    async (ids) => {
      await call(SAFETY.order, { params: { list: TAB_LIST.name }, body: { ids } });
      return { message: "Tab order saved" };
    },
  );
  const hide = async (tab: PortfolioTab, hidden: boolean) => {
    const answer = await call(TAB_LIST.endpoints.update, { params: { id: tab._id }, body: { hidden } });
    notify.success(answer.tab.hidden ? `${tab.label} is hidden on the site` : `${tab.label} is shown on the site`);
    onChanged();
  };
  const works = (tab: PortfolioTab & { count: number }) =>
    tab.style === "films" ? `${tab.count} film${tab.count === 1 ? "" : "s"}` : `${tab.count} item${tab.count === 1 ? "" : "s"}`;
  return (
    <details className="tab-manager">
      <summary>
        Manage tabs <span className="tab-manager__hint">add, rename, reorder, hide or remove the portfolio's {tabs.length} tabs</span>
      </summary>
      <ManagedRows
        look="tab-row"
        label="Portfolio tabs, in the order the portfolio page shows them"
        items={tabs}
        order={ordered}
        bulk={{ list: TAB_LIST.name, label: TAB_LIST.label, apart: true, hide: true, verb: "Remove", onChanged, explanation: CHOSEN_GONE }}
        row={(tab) => ({
          title: tab.label,
          tags: tab.hidden ? <span className="admin-tag">Hidden</span> : null,
          lines: (
            <p className="tab-row__caption">
              ?tab={tab.slug} · {works(tab)}
              {tab.count === 0 && !tab.hidden ? " · hidden on the site until it has work" : ""}
            </p>
          ),
          actions: (
            <>
              <button type="button" className="admin-action" onClick={() => setEditing(tab._id)} aria-label={`Edit ${tab.label}`}>
                Edit
              </button>
              <HideToggle name={tab.label} hidden={tab.hidden} what="the tab" change={(hidden) => hide(tab, hidden)} />
              <ConfirmDelete
                what={`the tab “${tab.label}”`}
                label="Remove"
                buttonLabel={`Remove ${tab.label}`}
                explanation={`It leaves the portfolio page at once and stays in the Trash for ${TRASH_PERIOD}. ${KEPT}`}
                remove={() => call(TAB_LIST.endpoints.remove, { params: { id: tab._id } })}
                onDeleted={() => {
                  ordered.remove(tab);
                  return onChanged;
                }}
              />
            </>
          ),
          below: editing === tab._id ? <TabForm tab={tab} onSaved={onChanged} onClose={() => setEditing(null)} /> : null,
        })}
      />
      {editing === "new" ? (
        <TabForm onSaved={onChanged} onClose={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--ghost tab-manager__add" onClick={() => setEditing("new")}>
          Add a tab
        </button>
      )}
    </details>
  );
}
