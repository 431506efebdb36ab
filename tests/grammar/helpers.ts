// Shared helpers for grammar tests: parse a snippet and pick nodes out of the AST.
import { readFileSync } from "node:fs";
import { parsePack } from "../../grammar/legacy/index.ts";
import { CORPUS_FILE } from "../support/paths.ts";
import type { CardAst, PackAst, SkillAst } from "../../grammar/legacy/ast.ts";
import type { Diagnostic } from "../../grammar/legacy/diagnostics.ts";

export const CORPUS_PATH = CORPUS_FILE;
export const corpusText = (): string => readFileSync(CORPUS_PATH, "utf8");

export function parse(text: string, file = "test.sgs"): { ast: PackAst; diagnostics: Diagnostic[] } {
  return parsePack(text, file);
}

/** Parse one skill line under a general and return its skill; fails the test on diagnostics. */
export function skill(line: string): SkillAst {
  const { ast, diagnostics } = parse(`武将 测试 吴 男 4\n${line}\n`);
  if (diagnostics.length > 0) throw new Error(`unexpected diagnostics: ${JSON.stringify(diagnostics)}`);
  const s = ast.generals[0]?.skills[0];
  if (!s) throw new Error("no skill parsed");
  return s;
}

/** Parse a card block and return the card; fails the test on diagnostics. */
export function card(block: string): CardAst {
  const { ast, diagnostics } = parse(`${block}\n`);
  if (diagnostics.length > 0) throw new Error(`unexpected diagnostics: ${JSON.stringify(diagnostics)}`);
  const c = ast.cards[0];
  if (!c) throw new Error("no card parsed");
  return c;
}

/** JSON of a node without its source ranges, for structural comparisons. */
export function shape(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node, (k, v: unknown) => (k === "range" ? undefined : v)));
}
