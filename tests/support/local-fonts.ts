// Which of the local fonts a test measures against this machine lacks. The fallback faces name
// fonts a visitor's system has (Liberation Sans for Arial, Roboto on Android); a developer's
// machine may not. Missing ones are said loudly and the suite skips; with REQUIRE_BROWSER=1 (CI)
// it fails instead, like a missing browser.
export function missingLocalFonts(families: string[]): string[] {
  let listed = "";
  try {
    listed = Bun.spawnSync(["fc-list", ":", "family"]).stdout.toString();
  } catch {
    // No fontconfig: every font counts as missing.
  }
  const missing = families.filter((family) => !listed.split("\n").some((line) => line.split(",").includes(family)));
  if (missing.length > 0) {
    const message = `MISSING FONTS: ${missing.join(", ")} (apt-get install -y fonts-liberation fonts-roboto-unhinted); the fallback-font tests are SKIPPED`;
    if (process.env.REQUIRE_BROWSER === "1") throw new Error(message.replace("SKIPPED", "required by REQUIRE_BROWSER=1"));
    console.warn(`\n*** ${message} ***\n`);
  }
  return missing;
}
