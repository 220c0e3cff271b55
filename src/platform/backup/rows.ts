// Every row of an archive is checked before anything is changed: a row is an object of the
// table's own columns, each value of its column's type (null only where the column allows it).
// A row that is null or of the wrong shape is refused by name, never restored; what the API
// would refuse of its content is checked once the rows are in (content-check.ts).
import { fail } from "../http/errors.ts";
import type { Column } from "./content.ts";

type Row = Record<string, unknown>;
export type RowCheck = (row: unknown, n: number) => Row;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT32 = 2 ** 31;

const TYPES: Record<string, (value: unknown) => boolean> = {
  text: (value) => typeof value === "string",
  "character varying": (value) => typeof value === "string",
  integer: (value) => Number.isInteger(value) && Math.abs(value as number) < INT32,
  smallint: (value) => Number.isInteger(value) && Math.abs(value as number) < 2 ** 15,
  bigint: (value) => Number.isSafeInteger(value) || (typeof value === "string" && /^-?\d{1,19}$/.test(value)),
  boolean: (value) => typeof value === "boolean",
  uuid: (value) => typeof value === "string" && UUID.test(value),
  "timestamp with time zone": (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)),
  jsonb: () => true,
};

/** The check of one content table's rows, from its columns (in this database, or in the archive's version). */
export function rowCheck(table: string, columns: Column[]): RowCheck {
  const byName = new Map(columns.map((column) => [column.name, column]));
  return (row, n) => {
    const where = `The backup's row ${n} of ${table}`;
    if (typeof row !== "object" || row === null || Array.isArray(row)) fail(400, `${where} is not a record`);
    for (const name of Object.keys(row)) {
      if (!byName.has(name)) fail(400, `${where} has a field this site does not have (${name.slice(0, 40)})`);
    }
    for (const column of columns) checkValue(where, column, (row as Row)[column.name] ?? null);
    return row as Row;
  };
}

function checkValue(where: string, column: Column, value: unknown): void {
  if (value === null) {
    if (!column.nullable) fail(400, `${where} has no ${column.name}`);
    return;
  }
  const fits = TYPES[column.type] ?? ((candidate: unknown) => typeof candidate !== "object");
  if (!fits(value)) fail(400, `${where} has a ${column.name} that is not a ${column.type}`);
}
