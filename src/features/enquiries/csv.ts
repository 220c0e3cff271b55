// The inbox as CSV for a spreadsheet: every cell quoted, and a cell a spreadsheet would read as a
// formula (starting with = + - @, or a tab or carriage return) starts with an apostrophe instead,
// so a visitor's "=HYPERLINK(…)" stays text.
import { ENQUIRY_CSV_COLUMNS, ENQUIRY_STATUS_LABELS, type Enquiry } from "../../../client/contract/enquiries.ts";

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function cellOf(enquiry: Enquiry, column: (typeof ENQUIRY_CSV_COLUMNS)[number]): string {
  if (column === "attachments") return enquiry.attachments.map((file) => file.name).join("; ");
  // The status in the inbox's words ("New", "Archived").
  if (column === "status") return ENQUIRY_STATUS_LABELS[enquiry.status];
  return enquiry[column];
}

const cellsOf = (enquiry: Enquiry): string[] => ENQUIRY_CSV_COLUMNS.map((column) => cellOf(enquiry, column));

export const csvHeader = () => `${ENQUIRY_CSV_COLUMNS.map(csvCell).join(",")}\r\n`;

export const csvRows = (enquiries: Enquiry[]) => enquiries.map((enquiry) => `${cellsOf(enquiry).map(csvCell).join(",")}\r\n`).join("");
