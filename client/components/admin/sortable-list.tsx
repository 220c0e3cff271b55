// A list the owner puts in order, on @dnd-kit: drag an item by its handle (mouse, pen or touch,
// through pointer events) or use the keyboard on the handle (Space/Enter picks up, arrows move,
// Space/Enter drops, Escape cancels). Every step is announced in the library's live region, in
// our words. Works for rows and for wrapping grids: the drop target is the slot under the
// pointer, or else the nearest one.
//
// Controlled: the list shows `items`; a completed move calls onReorder(ids) once, and the parent
// shows the new order (optimistically) by passing it back as `items`.
import { useRef, useState, type ReactNode } from "react";
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

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

/** Pixels the pointer must travel before a press on the handle becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD = 4;

/** Near the window's edges a drag scrolls the page: the share of its height (or width). */
const EDGE = 0.06;

const INSTRUCTIONS =
  "To reorder, press Space or Enter on an item's handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel.";

/** The slot under the pointer; by keyboard (no pointer), the slot nearest the moved item. */
const slotUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** Keys move an item by place in the order, not by direction on screen: in a wrapping grid, Down
 * and Right both mean "one later", as a screen reader user hears the list. */
const STEPS: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

export function SortableList<T>({
  items,
  itemId,
  itemLabel,
  renderItem,
  onReorder,
  label,
  className,
  itemClassName,
  highlight,
}: SortableListProps<T>) {
  const [lifted, setLifted] = useState<string | null>(null);
  const byKeyboard = useRef(false);
  /** The slot last announced: a drag starts over its own slot, which is no move to announce. */
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const ids = items.map(itemId);
  // The library's callbacks outlive a render: they read the newest order through this ref.
  const current = useRef(ids);
  current.current = ids;
  const byId = new Map(items.map((item) => [itemId(item), item]));
  const name = (id: UniqueIdentifier) => {
    const item = byId.get(String(id));
    return item === undefined ? "Item" : itemLabel(item);
  };
  const indexOf = (id: UniqueIdentifier) => current.current.indexOf(String(id));
  const position = (index: number) => `position ${index + 1} of ${current.current.length}`;

  // By keyboard, the slot the item is moved to is kept here as each key is handled: the library
  // learns which slot is under the item a render later, and keys can come faster than that.
  const keyboardAt = useRef(-1);
  const byOrder: KeyboardCoordinateGetter = (event, { context }) => {
    const order = current.current;
    const at = keyboardAt.current;
    const wanted = event.code === "Home" ? 0 : event.code === "End" ? order.length - 1 : event.code in STEPS ? at + STEPS[event.code]! : null;
    if (wanted === null) return undefined;
    event.preventDefault();
    const to = Math.max(0, Math.min(order.length - 1, wanted));
    const target = context.droppableRects.get(order[to]!);
    const moving = context.collisionRect;
    if (!target || !moving) return undefined;
    keyboardAt.current = to;
    // Centred on the target slot, so the nearest-centre rule picks exactly that slot.
    return { x: target.left + (target.width - moving.width) / 2, y: target.top + (target.height - moving.height) / 2 };
  };
  /** Where a drag ends: by keyboard the slot the keys chose, by pointer the slot under it. */
  const droppedAt = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) =>
    byKeyboard.current ? keyboardAt.current : indexOf(over ?? active);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD } }),
    // An instant scroll: the next key must not land while the page is still gliding.
    useSensor(KeyboardSensor, { coordinateGetter: byOrder, scrollBehavior: "auto" }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return `${name(active.id)} picked up, ${position(indexOf(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return `${name(active.id)} moved to ${position(indexOf(over.id))}.`;
    },
    onDragEnd: ({ active, over }) =>
      `${name(active.id)} ${byKeyboard.current ? "dropped at" : "moved to"} ${position(droppedAt(active.id, over?.id))}.`,
    onDragCancel: ({ active }) => `Move cancelled. ${name(active.id)} is back at ${position(indexOf(active.id))}.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={slotUnderPointer}
      // The slots are measured before a drag too, so a key pressed at once after the pick-up
      // already has a slot to move to.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      // The page scrolls only when the pointer is near the window's edge (about 50 px), not a
      // fifth of the screen away: on a phone most of the list is in that fifth.
      autoScroll={{ threshold: { x: EDGE, y: EDGE } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={({ active, activatorEvent }) => {
        byKeyboard.current = activatorEvent instanceof KeyboardEvent;
        keyboardAt.current = indexOf(active.id);
        if (!byKeyboard.current) return;
        setLifted(String(active.id));
        holdEarlyKeys();
      }}
      onDragCancel={() => setLifted(null)}
      onDragEnd={({ active, over }) => {
        setLifted(null);
        const from = indexOf(active.id);
        const to = droppedAt(active.id, over?.id);
        if (from >= 0 && to >= 0 && from !== to) onReorder(arrayMove(ids, from, to));
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className={`sortable${className ? ` ${className}` : ""}`} aria-label={label}>
          {items.map((item) => {
            const id = itemId(item);
            const states = [itemClassName, "sortable__item", lifted === id && "is-lifted", highlight?.has(id) && "is-new"];
            return (
              <SortableItem
                key={id}
                id={id}
                label={itemLabel(item)}
                className={states.filter(Boolean).join(" ")}
                render={(handle) => renderItem(item, handle)}
              />
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** dnd-kit's keyboard sensor starts listening a timer after the pick-up, and a busy page handles
 * input before timers: a key pressed at once after Space was lost. Such keys are held here and
 * handed to the sensor, in order, once it listens (its timer is set just after this one). */
function holdEarlyKeys() {
  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  window.addEventListener("keydown", hold, true);
  setTimeout(() =>
    setTimeout(() => {
      window.removeEventListener("keydown", hold, true);
      for (const { key, code } of held) document.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true }));
    }),
  );
}

type ItemProps = { id: string; label: string; className: string; render(handle: ReactNode): ReactNode };

function SortableItem({ id, label, className, render }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button type="button" className="sortable__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${label}`}>
      <GripIcon />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${className} is-dragging` : className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {render(handle)}
    </li>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {[4, 8, 12].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" />))}
    </svg>
  );
}
