// The Backups screen in Chromium: download an archive with one click, then bring the site back
// from it by uploading it, after typing RESTORE.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { addLogo, adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { downloadBackup } from "../support/backup-api.ts";
import { emptiedArchive, repack, unpack } from "../support/site-state.ts";

describe.skipIf(!hasBrowser)("backups in the admin (Chromium)", () => {
  const suite = browserSuite();

  test("download a backup, change the site, restore the backup after a typed confirmation", async () => {
    const page = await signedInPage(suite, "/admin/backups");
    // The owner is told what a backup leaves out, and that a restore keeps the sign-in.
    await page.getByText("It holds no account: passwords, two-factor secrets and sign-ins stay with the site.").waitFor();
    await page.getByText("and you stay signed in", { exact: false }).waitFor();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download a backup" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^studio-backup-\d{8}-\d{6}\.tar\.gz$/);
    const archive = `/tmp/safety-admin-${Date.now()}.tar.gz`;
    await download.saveAs(archive);
    const bytes = readFileSync(archive);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    await page.getByRole("status").filter({ hasText: download.suggestedFilename() }).waitFor();

    // A change made after the backup, which the restore takes away.
    await addLogo(suite.t, await adminToken(suite.t), "Made After The Backup");
    expect(await (await fetch(suite.url + "/")).text()).toContain("Made After The Backup");

    const restore = page.getByRole("button", { name: "Restore the site" });
    await page.getByLabel("Backup archive").setInputFiles(archive);
    expect(await restore.isDisabled()).toBe(true);
    await page.getByLabel("Type RESTORE to confirm").fill("restore");
    expect(await restore.isDisabled()).toBe(true);
    await page.getByLabel("Type RESTORE to confirm").fill("RESTORE");
    expect(await restore.isDisabled()).toBe(false);
    await restore.click();
    await page.locator(".admin-result", { hasText: "Site restored from the backup" }).waitFor({ timeout: 60_000 });
    expect(await (await fetch(suite.url + "/")).text()).not.toContain("Made After The Backup");

    // A restore keeps the account and its sign-in, so the panel keeps working.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    await page.close();
  }, 240_000);

  test("a file that is not a backup is refused with the server's reason at the form", async () => {
    const page = await signedInPage(suite, "/admin/backups", 390);
    await page
      .getByLabel("Backup archive")
      .setInputFiles({ name: "notes.tar.gz", mimeType: "application/gzip", buffer: Buffer.from("not an archive") });
    await page.getByLabel("Type RESTORE to confirm").fill("RESTORE");
    await page.getByRole("button", { name: "Restore the site" }).click();
    await page.locator(".admin-field__error").waitFor();
    expect(await (await fetch(suite.url + "/")).text()).toContain("logo-strip");
    await page.close();
  }, 180_000);

  test("an archive that would leave the site empty shows why, and restores only when confirmed again", async () => {
    const files = await unpack(await downloadBackup(suite, await adminToken(suite.t)));
    const emptied = emptiedArchive(files);
    const page = await signedInPage(suite, "/admin/backups");
    await page
      .getByLabel("Backup archive")
      .setInputFiles({ name: "empty.tar.gz", mimeType: "application/gzip", buffer: Buffer.from(await repack(emptied)) });
    await page.getByLabel("Type RESTORE to confirm").fill("RESTORE");
    await page.getByRole("button", { name: "Restore the site" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "This backup holds no content" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("Nothing was changed.");
    expect(await (await fetch(suite.url + "/")).text()).toContain("logo-strip");

    await warning.getByRole("button", { name: "Restore it anyway" }).click();
    await page.locator(".admin-result", { hasText: "Site restored from the backup" }).waitFor({ timeout: 60_000 });
    expect((await suite.t.stores.sql`select count(*)::int as n from logos`)[0]!.n).toBe(0);
    await page.close();
  }, 240_000);
});
