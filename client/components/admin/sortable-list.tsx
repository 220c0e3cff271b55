// A list the owner puts in order: drag an item by its handle (mouse, pen or touch, through
// pointer events) or use the keyboard on the handle (Space/Enter picks up, arrows move,
// Space/Enter drops, Escape cancels). Every move is announced through a live region. Works for
// rows and for wrapping grids: the drop target is the slot nearest the pointer.
//
// Controlled: the list shows `items`; a completed move calls onReorder(ids) once, and the parent
// shows the new order (optimistically) by passing it back as `items`.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";

export type SortableListProps<T> = {
  items: readonly T[];
  itemId(item: T): string;
  /** What the announcements call the item: "Orbit Labs moved to position 3 of 16". */
  itemLabel(item: T): string;
  /** The item's content; place `handle` where the drag handle belongs. */
  renderItem(item: T, handle: ReactNode): ReactNode;
  onReorder(ids: string[]): void;
  /** Names the list for screen readers, e.g. "Logos". */
  label: string;
  className?: string;
  itemClassName?: string;
  /** Items to mark as new (a brief highlight). */
  highlight?: ReadonlySet<string>;
};

type Box = { left: number; top: number; width: number; height: number };
type Drag = { id: string; pointerId: number; startX: number; startY: number; x: number; y: number; slots: Box[]; from: number; started: boolean };

/** Pixels the pointer must travel before a press on the handle becomes a drag. */
const DRAG_THRESHOLD = 4;
/** Near the window's top or bottom edge a drag scrolls the page. */
const SCROLL_EDGE = 56;

export function SortableList<T>({ items, itemId, itemLabel, renderItem, onReorder, label, className, itemClassName, highlight }: SortableListProps<T>) {
  const help = useId();
  const [preview, setPreview] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [lifted, setLifted] = useState<{ id: string; from: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const nodes = useRef(new Map<string, HTMLLIElement>());
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<Drag | null>(null);
  const before = useRef<Map<string, DOMRect> | null>(null);
  const stopDrag = useRef<AbortController | null>(null);
  useEffect(() => () => stopDrag.current?.abort(), []);

  const byId = new Map(items.map((item) => [itemId(item), item]));
  const committed = items.map(itemId);
  const order = preview ?? committed;
  const total = order.length;
  const name = (id: string) => {
    const item = byId.get(id);
    return item === undefined ? "Item" : itemLabel(item);
  };

  /** Moves `id` to `index` in the preview, remembering where every item was (for the glide). */
  const moveTo = (id: string, index: number) => {
    const from = order.indexOf(id);
    const to = Math.max(0, Math.min(total - 1, index));
    if (from === to) return to;
    before.current = new Map([...nodes.current].map(([key, node]) => [key, node.getBoundingClientRect()]));
    const next = order.filter((other) => other !== id);
    next.splice(to, 0, id);
    setPreview(next);
    return to;
  };

  const finish = (final: string[] | null) => {
    setPreview(null);
    setDragging(null);
    setLifted(null);
    drag.current = null;
    if (final && final.some((id, i) => id !== committed[i])) onReorder(final);
  };

  // After the order changed: keep the dragged item under the pointer, let the others glide
  // from where they were, and keep focus on the handle of the item being moved by keyboard.
  useLayoutEffect(() => {
    const current = drag.current;
    if (current?.started) place(current);
    const rects = before.current;
    before.current = null;
    if (rects && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      for (const [id, node] of nodes.current) {
        const was = rects.get(id);
        if (!was || id === current?.id) continue;
        const now = node.getBoundingClientRect();
        const dx = was.left - now.left;
        const dy = was.top - now.top;
        if (!dx && !dy) continue;
        node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 160, easing: "ease-out" });
      }
    }
    if (lifted) {
      const handle = handles.current.get(lifted.id);
      if (handle && document.activeElement !== handle) handle.focus();
    }
    // Only a new preview order moves anything; the handlers read this render's values.
  }, [preview]);

  /** Puts the dragged item under the pointer, relative to the slot it occupies now. */
  const place = (current: Drag) => {
    const node = nodes.current.get(current.id);
    const index = (preview ?? committed).indexOf(current.id);
    const origin = current.slots[current.from];
    const slot = current.slots[index];
    if (!node || !origin || !slot) return;
    const dx = current.x - current.startX + origin.left - slot.left;
    const dy = current.y - current.startY + origin.top - slot.top;
    node.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: string) => {
    if (event.button !== 0 || lifted || drag.current) return;
    // No text selection or native drag while the item moves.
    event.preventDefault();
    const slots = order.map((key) => {
      const rect = nodes.current.get(key)!.getBoundingClientRect();
      return { left: rect.left + window.scrollX, top: rect.top + window.scrollY, width: rect.width, height: rect.height };
    });
    drag.current = { id, pointerId: event.pointerId, startX: event.pageX, startY: event.pageY, x: event.pageX, y: event.pageY, slots, from: order.indexOf(id), started: false };
    // On the window, not the handle: the handle's node can be moved within the list during the
    // drag, which would end a pointer capture.
    const controller = new AbortController();
    stopDrag.current = controller;
    const options = { signal: controller.signal };
    const end = (cancelled: boolean) => (e: globalThis.PointerEvent | globalThis.KeyboardEvent) => {
      if ("pointerId" in e && e.pointerId !== drag.current?.pointerId) return;
      if ("key" in e && e.key !== "Escape") return;
      controller.abort();
      live.current.end(cancelled);
    };
    window.addEventListener("pointermove", (e) => live.current.move(e), options);
    window.addEventListener("pointerup", end(false), options);
    window.addEventListener("pointercancel", end(true), options);
    window.addEventListener("keydown", end(true), options);
  };

  const onPointerMove = (event: globalThis.PointerEvent) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.x = event.pageX;
    current.y = event.pageY;
    if (!current.started) {
      if (Math.hypot(current.x - current.startX, current.y - current.startY) < DRAG_THRESHOLD) return;
      current.started = true;
      setDragging(current.id);
      setAnnouncement(`${name(current.id)} picked up, position ${current.from + 1} of ${total}.`);
    }
    moveTo(current.id, nearestSlot(current.slots, current.x, current.y));
    place(current);
    if (event.clientY < SCROLL_EDGE) window.scrollBy(0, -12);
    else if (event.clientY > window.innerHeight - SCROLL_EDGE) window.scrollBy(0, 12);
  };

  const onPointerEnd = (cancelled: boolean) => {
    const current = drag.current;
    if (!current) return;
    const node = nodes.current.get(current.id);
    if (node) node.style.transform = "";
    if (!current.started) return void (drag.current = null);
    const index = cancelled ? current.from : order.indexOf(current.id);
    setAnnouncement(cancelled ? `Move cancelled. ${name(current.id)} is back at position ${index + 1} of ${total}.` : `${name(current.id)} moved to position ${index + 1} of ${total}.`);
    finish(cancelled ? null : order);
  };
  // The window listeners call the newest handlers (they read this render's order).
  const live = useRef({ move: onPointerMove, end: onPointerEnd });
  live.current = { move: onPointerMove, end: onPointerEnd };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const key = event.key;
    if (drag.current) return;
    if (!lifted || lifted.id !== id) {
      if (key !== " " && key !== "Enter") return;
      event.preventDefault();
      const from = order.indexOf(id);
      setLifted({ id, from });
      setAnnouncement(`${name(id)} picked up, position ${from + 1} of ${total}. Use the arrow keys to move, Space to drop, Escape to cancel.`);
      return;
    }
    const at = order.indexOf(id);
    const steps: Record<string, number> = { ArrowUp: at - 1, ArrowLeft: at - 1, ArrowDown: at + 1, ArrowRight: at + 1, Home: 0, End: total - 1 };
    if (key in steps) {
      event.preventDefault();
      const to = moveTo(id, steps[key]!);
      setAnnouncement(`${name(id)} moved to position ${to + 1} of ${total}.`);
    } else if (key === " " || key === "Enter") {
      event.preventDefault();
      setAnnouncement(`${name(id)} dropped at position ${at + 1} of ${total}.`);
      finish(order);
    } else if (key === "Escape") {
      event.preventDefault();
      setAnnouncement(`Move cancelled. ${name(id)} is back at position ${lifted.from + 1} of ${total}.`);
      finish(null);
    }
  };

  return (
    <>
      <ul className={`sortable${className ? ` ${className}` : ""}`} aria-label={label}>
        {order.map((id) => {
          const item = byId.get(id);
          if (item === undefined) return null;
          const states = [itemClassName, "sortable__item", dragging === id && "is-dragging", lifted?.id === id && "is-lifted", highlight?.has(id) && "is-new"];
          const handle = (
            <button
              type="button"
              className="sortable__handle"
              ref={(node) => void (node ? handles.current.set(id, node) : handles.current.delete(id))}
              aria-label={`Move ${itemLabel(item)}`}
              aria-describedby={help}
              aria-pressed={lifted?.id === id}
              onPointerDown={(event) => onPointerDown(event, id)}
              onKeyDown={(event) => onKeyDown(event, id)}
              onBlur={(event) => {
                // Tabbing away drops the item where it is (a move of the node itself blurs
                // with no related target, and is refocused above).
                if (lifted?.id === id && event.relatedTarget) {
                  setAnnouncement(`${name(id)} dropped at position ${order.indexOf(id) + 1} of ${total}.`);
                  finish(order);
                }
              }}
            >
              <GripIcon />
            </button>
          );
          return (
            <li key={id} ref={(node) => void (node ? nodes.current.set(id, node) : nodes.current.delete(id))} className={states.filter(Boolean).join(" ")}>
              {renderItem(item, handle)}
            </li>
          );
        })}
      </ul>
      <p id={help} className="visually-hidden">
        To reorder, press Space or Enter on an item's handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel.
      </p>
      <div className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

/** The slot under the point, or else the one whose centre is nearest (grids and rows alike). */
export function nearestSlot(slots: Box[], x: number, y: number): number {
  let best = 0;
  let bestDistance = Infinity;
  slots.forEach((slot, index) => {
    const inside = x >= slot.left && x <= slot.left + slot.width && y >= slot.top && y <= slot.top + slot.height;
    const distance = inside ? -1 : Math.hypot(x - (slot.left + slot.width / 2), y - (slot.top + slot.height / 2));
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

function GripIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {[4, 8, 12].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" />))}
    </svg>
  );
}
