// Running the bundled CLI (bin/jinnang.mjs) as a user would, for the CLI tests.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const FIXTURES = path.join(import.meta.dirname, "fixtures");

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function jinnang(args: readonly string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}): Run {
  const r = spawnSync(process.execPath, [path.join(ROOT, "bin", "jinnang.mjs"), ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input ?? "",
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-cli-test-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text, "utf8");
  }
  return dir;
}
