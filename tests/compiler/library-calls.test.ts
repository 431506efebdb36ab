// Every call the lowering emits names a builder of the runtime's skill library: a row whose
// runtime operation is missing fails here, not when the pack is loaded (or, worse, when the
// skill first runs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import type { X } from "../../compiler/ir.ts";
import { lib } from "../../runtime/api/lib/index.ts";
import { PACK_FILES } from "../support/packs.ts";
import { PREDICATES } from "../../runtime/vocabulary/predicates.ts";

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

/** Every builder the lowering names literally (call("q.hurt", …)) in the compiler's sources. */
function literalCalls(dir: string, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) literalCalls(file, out);
    else if (entry.name.endsWith(".ts")) for (const m of readFileSync(file, "utf8").matchAll(/\bcall\("([a-zA-Z]+(?:\.[a-zA-Z]+)*)"/g)) out.add(m[1]);
  }
  return out;
}

describe("the calls the lowering can emit (not only those the packs reach)", () => {
  // A designer's text reaches paths no pack does: a call naming no builder would fail only when
  // that pack is loaded (q.throughSkill, q.viaSkill, pd.game, v.cardValue and op.useOrPlay did).
  test("every builder named in the compiler's sources exists", () => {
    const calls = literalCalls(path.join(import.meta.dirname, "../../compiler"));
    expect(calls.size).toBeGreaterThan(150);
    expect([...calls].filter((fn) => !resolves(fn)).sort()).toEqual([]);
  });
  test("every vocabulary row has the builder its class lowers to, unless it is never performed or is 国战 only", () => {
    const builder = (r: (typeof PREDICATES)[number]) => (r.class === "operation" ? `op.${r.id}` : r.class === "state" ? `m.${r.id}` : `q.${r.id}`);
    const missing = PREDICATES.filter((r) => r.mode === undefined && !(r.class === "operation" && (r.notPerformed || r.banOnly)) && !resolves(builder(r))).map(builder);
    expect(missing).toEqual([]);
    // The rows left out are refused where they would be lowered (refuse.ts): a check that they are few.
    expect(PREDICATES.filter((r) => r.mode === undefined && r.notPerformed).map((r) => r.id).sort()).toEqual(["obtain", "respond", "useOrPlay"]);
  });
});
