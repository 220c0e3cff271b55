// Who has the embedded database open. PGlite takes no lock of its own on its data directory, and
// a second PGlite on the same files (a command run beside the server) works on a copy of what it
// read, so the last to close silently undoes the other's writes. The database's process writes
// this file once it serves (the pid of the process it serves, its port) and removes it when it
// stops; a process killed outright leaves it, which is why it counts only while that pid lives
// and its port still answers.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { isRunning } from "../is-running.ts";

const HOLDER_FILE = "studio-holder.json";

export type Holder = { pid: number; port: number };

export function recordHolder(dir: string, holder: Holder): () => void {
  const file = join(dir, HOLDER_FILE);
  writeFileSync(file, JSON.stringify(holder));
  return () => rmSync(file, { force: true });
}

/** Refuses, naming the process, when another process has the database in `dir` open. */
export async function refuseIfHeld(dir: string): Promise<void> {
  const holder = await currentHolder(dir);
  if (holder)
    throw new Error(
      `the embedded database in ${dir} is open in a running process (pid ${holder.pid}: the server, or another command). Stop it first: two processes on it would undo each other's writes.`,
    );
}

/** The process that has the database in `dir` open now, or null. */
async function currentHolder(dir: string): Promise<Holder | null> {
  const file = join(dir, HOLDER_FILE);
  if (!existsSync(file)) return null;
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(file, "utf8")) as Holder;
  } catch {
    return null; // cut short by a kill as it was written
  }
  if (!Number.isInteger(holder.pid) || !Number.isInteger(holder.port) || !isRunning(holder.pid)) return null;
  return (await answers(holder.port)) ? holder : null;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
