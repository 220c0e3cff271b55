// The focal points the owner set (migration 00024), by image key.
import type { Focus } from "../../../client/contract/focus-point.ts";
import type { Queries } from "../../platform/db/connect.ts";

export async function readFocusPoints(sql: Queries): Promise<Map<string, Focus>> {
  const rows = await sql<{ key: string; x: number; y: number }[]>`select key, x, y from image_focus`;
  return new Map(rows.map((row) => [row.key, { x: row.x, y: row.y }]));
}

export async function readFocus(sql: Queries, key: string): Promise<Focus | null> {
  const [row] = await sql<Focus[]>`select x, y from image_focus where key = ${key}`;
  return row ?? null;
}

export async function saveFocus(sql: Queries, key: string, focus: Focus): Promise<void> {
  await sql`
    insert into image_focus (key, x, y) values (${key}, ${focus.x}, ${focus.y})
    on conflict (key) do update set x = excluded.x, y = excluded.y, updated_at = now()`;
}
