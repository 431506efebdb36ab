// The reference checker on hand-built AST nodes: what the grammar cannot produce (a timing id
// missing from the catalogue) and where each reference is allowed (3.5.22, 3.4.14, 4.2.11).
import { describe, expect, test } from "vitest";
import type { NounPhraseAst, SourceRange, TimingAst } from "../../grammar/legacy/ast.ts";
import { ReferenceChecker } from "../../compiler/legacy/check/references.ts";
import { timingRow } from "../../runtime/index.ts";

const range: SourceRange = { start: { line: 3, column: 5, offset: 20 }, end: { line: 3, column: 7, offset: 22 } };
const ref = (r: Extract<NounPhraseAst, { kind: "reference" }>["ref"]): NounPhraseAst => ({ kind: "reference", ref: r, attributes: [], range });

describe("reference checker", () => {
  test("a timing id outside the catalogue is an error at its range", () => {
    const checker = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测" });
    const timing: TimingAst = { timing: "damage.nowhere", subject: "owner", range };
    checker.timing(timing);
    expect(checker.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["E-UNKNOWN-TIMING", 3, 5]]);
  });

  test("3.5.22 来源: fine at 受到伤害后, an error at 结束阶段开始时", () => {
    const atDamage = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测", timing: timingRow("damage.taken") });
    atDamage.np(ref("source"));
    expect(atDamage.diagnostics).toEqual([]);
    const atPhase = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测", timing: timingRow("phase.finish.start") });
    atPhase.np(ref("source"));
    expect(atPhase.diagnostics.map((d) => d.code)).toEqual(["E-SCOPE"]);
  });

  test("3.4.14 目标对应的角色: fine in a card effect or at 指定目标后, an error in an active skill", () => {
    const card = new ReferenceChecker("x.sgs", { handler: "cardEffect", owner: "杀", cardName: "杀" });
    card.np(ref("target"));
    const timing = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测", timing: timingRow("use.specifiedTarget") });
    timing.np(ref("target"));
    const active = new ReferenceChecker("x.sgs", { handler: "active", owner: "测" });
    active.np(ref("target"));
    expect([card.diagnostics.length, timing.diagnostics.length, active.diagnostics.length]).toEqual([0, 0, 1]);
  });

  test("4.2.11 判定牌: fine at a judge timing, an error elsewhere", () => {
    const judge = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测", timing: timingRow("judge.after.2") });
    judge.np(ref("judgeCard"));
    const other = new ReferenceChecker("x.sgs", { handler: "trigger", owner: "测", timing: timingRow("damage.taken") });
    other.np(ref("judgeCard"));
    expect([judge.diagnostics.length, other.diagnostics.length]).toEqual([0, 1]);
  });
});
