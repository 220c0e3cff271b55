// Records added on one screen are highlighted on the next one that lists them (Add Logo, then
// the dashboard): the ids wait here, in memory, until that screen takes them.
const added = new Set<string>();

export function markAdded(id: string): void {
  added.add(id);
}

/** The ids added since the last call; a screen takes them once, so the glow shows once. */
export function takeAdded(): ReadonlySet<string> {
  const taken = new Set(added);
  added.clear();
  return taken;
}
