// How two effects of a sentence part are joined (runtime/vocabulary/connectives.ts CLAUSE_LINKS):
// ，然后 is the rulebook's word for the next effect (004 ◎ 〖英魂〗: 摸一张牌，然后弃置三张牌, 3.5.11),
// ，且 joins as 且 does (3.5.19), and ▷ still runs the next only if the one before ran (3.5.12).
import { describe, expect, test } from "vitest";
import { compileText } from "../../compiler/compile.ts";
import type { X } from "../../compiler/ir.ts";
import { createScenario } from "../../runtime/index.ts";
import { loadTexts } from "../../compiler/compile.ts";
import { readFileSync } from "node:fs";
import { PACK_FILES } from "../support/packs.ts";

function compiled(line: string) {
  return compileText(`扩展包 测试\n\n武将 测试 吴 男 4\n${line}\n`, "x.sgs");
}

/** The pack's call tree as JSON, without source locations (the skill must compile). */
function tree(line: string): string {
  const r = compiled(line);
  expect(r.diagnostics).toEqual([]);
  const strip = (x: X): unknown => (x.k === "call" ? { fn: x.fn, args: Object.fromEntries(Object.entries(x.args).filter(([k]) => k !== "line").map(([k, v]) => [k, strip(v)])) } : x.k === "list" ? x.items.map(strip) : x);
  return JSON.stringify(strip(r.ir!.root));
}

describe("clause links", () => {
  test("，然后 reads as ，: the next effect, unconditionally", () => {
    const a = tree("〖甲〗当你受到伤害后，你可摸一张牌，然后弃置一张牌。");
    expect(a).toEqual(tree("〖甲〗当你受到伤害后，你可摸一张牌，弃置一张牌。"));
    expect(a).toContain('"s":"then"');
  });

  test("，且 reads as 且: two states as one", () => {
    const a = tree("〖乙〗出牌阶段限一次，你可弃置一张牌▶你于此回合内使用【杀】无距离关系的限制，且你于此回合内使用【杀】的次数上限+1。");
    expect(a).toEqual(tree("〖乙〗出牌阶段限一次，你可弃置一张牌▶你于此回合内使用【杀】无距离关系的限制且你于此回合内使用【杀】的次数上限+1。"));
    expect(a).toContain('"s":"and"');
  });

  test("然后 alone is not a joiner: 然后 must follow ，", () => {
    expect(compiled("〖丙〗当你受到伤害后，你可摸一张牌然后弃置一张牌。").diagnostics.some((d) => d.severity === "error")).toBe(true);
  });

  test("a skill with ，然后 runs both effects in order (compiled, on a board)", async () => {
    const packs = await loadTexts([
      { file: "standard.sgs", text: readFileSync(PACK_FILES.standard, "utf8") },
      { file: "x.sgs", text: "扩展包 测试\n\n武将 测试 吴 男 4\n〖甲〗当你受到伤害后，你可摸两张牌，然后弃置一张牌。\n" },
    ]);
    const s = createScenario({ packs, players: [{ general: "测试", agent: [{ activate: true, skill: "甲" }, { cards: ["闪"] }] }, { general: "白板" }], drawPile: ["杀", "闪"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["闪"]);
  });
});
