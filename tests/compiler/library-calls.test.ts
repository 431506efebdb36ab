// Every call the lowering emits names a builder of the runtime's skill library: a row whose
// runtime operation is missing fails here, not when the pack is loaded (or, worse, when the
// skill first runs).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import type { X } from "../../compiler/ir.ts";
import { lib } from "../../runtime/api/lib/index.ts";
import { PACK_FILES } from "../support/packs.ts";

function callsOf(x: X, out: Set<string>): Set<string> {
  if (x.k === "call") {
    out.add(x.fn);
    for (const v of Object.values(x.args)) callsOf(v, out);
  } else if (x.k === "list") for (const i of x.items) callsOf(i, out);
  return out;
}

function resolves(fn: string): boolean {
  let at: unknown = lib;
  for (const part of fn.split(".")) {
    if (at === null || (typeof at !== "object" && typeof at !== "function")) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "function";
}

describe("the emitted library calls", () => {
  test("every call of the acceptance packs names a library builder", () => {
    const files = Object.values(PACK_FILES);
    const compiled = compileTexts(files.map((file) => ({ file, text: readFileSync(file, "utf8") })), { allowPartial: true, emit: false });
    const calls = new Set<string>();
    for (const c of compiled) if (c.ir) callsOf(c.ir.root, calls);
    expect(calls.size).toBeGreaterThan(100);
    expect([...calls].filter((fn) => !resolves(fn)).sort()).toEqual([]);
  });
});
