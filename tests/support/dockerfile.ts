// The Dockerfile read as its steps, so a test replays what the file says today rather than a
// copy of it: continuation lines joined, comments dropped, each instruction with its arguments.

export type Step =
  | { op: "WORKDIR" | "USER" | "RUN" | "FROM" | "EXPOSE" | "VOLUME"; value: string }
  | { op: "ENV"; vars: Record<string, string> }
  | { op: "COPY"; sources: string[]; dest: string; chown: string | undefined }
  | { op: "CMD"; argv: string[] };

export function parseDockerfile(text: string): Step[] {
  const lines = text.split("\n").filter((line) => !/^\s*#/.test(line));
  const instructions = lines
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return instructions.map((line) => {
    const [, keyword, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const op = keyword?.toUpperCase();
    if (!op || rest === undefined) throw new Error(`cannot read the Dockerfile line: ${line}`);
    if (op === "ENV") return { op, vars: envPairs(rest) };
    if (op === "COPY") return copyStep(rest);
    if (op === "CMD") {
      if (!rest.startsWith("[")) throw new Error("CMD must be in its JSON (exec) form, which is what the replay runs");
      return { op, argv: JSON.parse(rest) as string[] };
    }
    if (["WORKDIR", "USER", "RUN", "FROM", "EXPOSE", "VOLUME"].includes(op)) return { op, value: rest } as Step;
    throw new Error(`the Dockerfile replay does not know ${op}: teach tests/support/dockerfile.ts`);
  });
}

/** `A=1 B="two words"`; the old `A value` form is one pair. */
function envPairs(rest: string): Record<string, string> {
  if (!/^\w+=/.test(rest)) {
    const [name, ...value] = rest.split(/\s+/);
    return { [name!]: value.join(" ") };
  }
  const vars: Record<string, string> = {};
  for (const [, name, quoted, plain] of rest.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) vars[name!] = quoted ?? plain ?? "";
  return vars;
}

function copyStep(rest: string): Step {
  const words = rest.startsWith("[") ? (JSON.parse(rest) as string[]) : rest.split(/\s+/);
  const flags = words.filter((word) => word.startsWith("--"));
  const unknown = flags.filter((flag) => !flag.startsWith("--chown="));
  if (unknown.length > 0) throw new Error(`the Dockerfile replay does not know COPY ${unknown.join(" ")}`);
  const paths = words.filter((word) => !word.startsWith("--"));
  return { op: "COPY", sources: paths.slice(0, -1), dest: paths.at(-1)!, chown: flags[0]?.slice("--chown=".length) };
}
