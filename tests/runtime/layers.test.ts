// The engine's shape (runtime/README.md "Layers"): dependency-cruiser with .dependency-cruiser.cjs
// finds no import circle between runtime/'s folders, no import of a higher layer (type-only
// imports included) and no runtime import of the grammar, the compiler or the CLI — and the same
// check does fail on a circle.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CRUISER = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");

/** Runs the check in `cwd` on `folders`: its exit status and its report. */
function cruise(cwd: string, folders: readonly string[]): { status: number; report: string } {
  try {
    const report = execFileSync(process.execPath, [CRUISER, ...folders, "--config", CONFIG, "--output-type", "err"], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { status: 0, report };
  } catch (e) {
    const err = e as { status: number | null; stdout?: string; stderr?: string };
    return { status: err.status ?? -1, report: `${err.stdout ?? ""}${err.stderr ?? ""}` };
  }
}

describe("the layers of the runtime (dependency-cruiser)", () => {
  it("runtime/, grammar/, compiler/ and cli/ keep every dependency rule", () => {
    const { status, report } = cruise(ROOT, ["runtime", "grammar", "compiler", "cli"]);
    expect(status, report).toBe(0);
  });

  it("the check fails on a folder circle, a higher layer imported (even a type) and the compiler imported", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jinnang-layers-"));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      // The engine core imports a flow, which names the engine's type back.
      write("runtime/engine/core.ts", 'import { step } from "../flows/step.ts";\nexport const run = () => step;\n');
      write("runtime/flows/step.ts", 'import type { run } from "../engine/core.ts";\nexport const step = 1;\nexport type Run = typeof run;\n');
      write("runtime/model/state.ts", 'import { lower } from "../../compiler/lower.ts";\nexport const state = lower;\n');
      write("compiler/lower.ts", "export const lower = 1;\n");
      const { status, report } = cruise(dir, ["runtime", "compiler"]);
      expect(status).not.toBe(0);
      expect(report).toMatch(/error no-runtime-folder-cycle: runtime\/(engine|flows)/);
      expect(report).toMatch(/error runtime-layer-engine: runtime\/engine\/core\.ts → runtime\/flows\/step\.ts/);
      expect(report).toMatch(/error runtime-imports-no-front-end: runtime\/model\/state\.ts → compiler\/lower\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
