// Output conventions shared by the commands: colour (NO_COLOR, --color/--no-color), exit codes in
// --help, and checking a path to write to before any work is done, with a message in words.
import { accessSync, closeSync, constants, openSync, statSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";

let colorChoice: boolean | undefined;

/** `--color` / `--no-color` (the global options); undefined: decide from NO_COLOR and the terminal. */
export function setColorChoice(choice: boolean | undefined): void {
  colorChoice = choice;
}

/** Colour for a stream: --color/--no-color first, then NO_COLOR (https://no-color.org), then whether it is a terminal. */
export function useColor(stream: { isTTY?: boolean } = process.stdout): boolean {
  if (colorChoice !== undefined) return colorChoice;
  if (process.env["NO_COLOR"] !== undefined && process.env["NO_COLOR"] !== "") return false;
  if (process.env["FORCE_COLOR"] !== undefined && process.env["FORCE_COLOR"] !== "0" && process.env["FORCE_COLOR"] !== "") return true;
  return Boolean(stream.isTTY);
}

/** The exit codes of a command, appended to its --help. */
export function exitCodes(command: Command, codes: { readonly 0: string; readonly 1: string; readonly 2: string }): Command {
  return command.addHelpText("after", `\nExit status:\n  0  ${codes[0]}\n  1  ${codes[1]}\n  2  ${codes[2]}\n`);
}

/** An errno code in words. */
export function errnoWords(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "ENOENT":
      return "no such file or folder";
    case "ENOTDIR":
      return "a part of the path is a file, not a folder";
    case "EISDIR":
      return "it is a folder";
    case "EEXIST":
      return "it already exists";
    case "ENOSPC":
      return "no space left on the device";
    default:
      return err.message ?? String(e);
  }
}

/** The nearest existing ancestor of a path (itself if it exists). */
function existingAncestor(p: string): string {
  let dir = path.resolve(p);
  for (;;) {
    try {
      statSync(dir);
      return dir;
    } catch {
      const up = path.dirname(dir);
      if (up === dir) return dir;
      dir = up;
    }
  }
}

/**
 * Can `dir` be used as an output folder (created if missing)? Returns a problem in words or null.
 * `build` writes to a temporary folder beside it, so its parent must be writable too.
 */
export function outputFolderProblem(dir: string, flag = "-o"): string | null {
  if (dir.trim() === "") return `${flag} needs a folder name, got an empty string`;
  const resolved = path.resolve(dir);
  const base = existingAncestor(resolved);
  const info = statSync(base);
  if (!info.isDirectory()) {
    return base === resolved
      ? `${flag} ${dir}: it is a file, not a folder (give a folder to write the packs into)`
      : `${flag} ${dir}: ${path.relative(process.cwd(), base) || base} is a file, so no folder can be made under it`;
  }
  const mustWrite = base === resolved ? [resolved, path.dirname(resolved)] : [base];
  for (const d of mustWrite) {
    try {
      accessSync(d, constants.W_OK);
    } catch (e) {
      return `${flag} ${dir}: cannot write in ${path.relative(process.cwd(), d) || d} (${errnoWords(e)})`;
    }
  }
  return null;
}

/** Opens a file to write before the work starts (`play --log`): its descriptor, or a problem in words. */
export function openForWriting(file: string, flag: string): { fd: number } | { problem: string } {
  if (file.trim() === "") return { problem: `${flag} needs a file name, got an empty string` };
  try {
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) return { problem: `${flag} ${file}: it is a folder, not a file` };
    return { fd: openSync(file, "w") };
  } catch (e) {
    return { problem: `${flag} ${file}: cannot write it (${errnoWords(e)})` };
  }
}

export function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}
