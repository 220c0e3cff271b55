// A file the admin fetched with its token (a backup, an enquiry's attachment, the inbox as CSV),
// handed to the browser as a download through a short-lived blob URL.
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  // Revoked later, not at once: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
