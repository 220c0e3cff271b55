// The end-of-run table: per family, how many files, how many bytes, how many this run wrote.
import type { FileRecord } from "./files.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function summarize(records: FileRecord[]): string {
  const families = new Map<string, { count: number; bytes: number; written: number }>();
  for (const record of records) {
    const row = families.get(record.family) ?? { count: 0, bytes: 0, written: 0 };
    row.count++;
    row.bytes += record.bytes;
    if (record.written) row.written++;
    families.set(record.family, row);
  }
  const lines = [...families].map(
    ([family, row]) => `${family.padEnd(30)}${String(row.count).padStart(6)}${kb(row.bytes).padStart(12)}${String(row.written).padStart(9)}`,
  );
  const total = records.reduce((sum, record) => sum + record.bytes, 0);
  const written = records.filter((record) => record.written).length;
  return [
    `${"family".padEnd(30)}${"files".padStart(6)}${"size".padStart(12)}${"written".padStart(9)}`,
    ...lines,
    `${"total".padEnd(30)}${String(records.length).padStart(6)}${`${(total / 1048576).toFixed(2)} MB`.padStart(12)}${String(written).padStart(9)}`,
  ].join("\n");
}
