// What an attachment really is, from its first bytes: the name and the browser's stated type are
// ignored, so an executable named brief.pdf is refused.
import type { AttachmentType } from "../../../client/contract/enquiries.ts";
import { sniffImage } from "../../platform/media/sniff.ts";

const starts = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // "%PDF-"
  // A ZIP's local file header, or an empty archive's end record.
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04) || starts(bytes, 0x50, 0x4b, 0x05, 0x06)) return "application/zip";
  const image = sniffImage(bytes);
  if (image === "png" || image === "jpeg" || image === "webp") return `image/${image}`;
  return null;
}
