// A unified diff of a file before and after fixes (`jinnang lint --fix --dry-run`). Fixes
// replace text inside lines, so lines pair one to one; when the line count changes the whole
// file is one hunk. Three lines of context, hunks that touch are merged.
const CONTEXT = 3;

export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  const header = `--- a/${file}\n+++ b/${file}\n`;
  if (a.length !== b.length) {
    return `${header}@@ -1,${a.length} +1,${b.length} @@\n${a.map((l) => `-${l}`).join("\n")}\n${b.map((l) => `+${l}`).join("\n")}\n`;
  }
  const changed: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed.push(i);
  // Group changed lines whose context windows touch.
  const hunks: { from: number; to: number; lines: number[] }[] = [];
  for (const i of changed) {
    const last = hunks.at(-1);
    if (last && i - CONTEXT <= last.to + 1) {
      last.to = Math.min(i + CONTEXT, a.length - 1);
      last.lines.push(i);
    } else hunks.push({ from: Math.max(i - CONTEXT, 0), to: Math.min(i + CONTEXT, a.length - 1), lines: [i] });
  }
  let out = header;
  for (const h of hunks) {
    const n = h.to - h.from + 1;
    out += `@@ -${h.from + 1},${n} +${h.from + 1},${n} @@\n`;
    const set = new Set(h.lines);
    for (let i = h.from; i <= h.to; i++) {
      if (set.has(i)) out += `-${a[i]}\n+${b[i]}\n`;
      else out += ` ${a[i]}\n`;
    }
  }
  return out;
}
