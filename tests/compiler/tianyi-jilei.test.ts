// The readings 〖天义〗 and 〖鸡肋〗 needed (tests/rulings/packs/): a period before the subject
// (此阶段内你…, 3.6.2), 、 between clauses, 额定目标数上限±X (000 4.2.2 专题三 3.), a chosen card type
// (选择一种类别 … 此类别的手牌, 3.1.4) and the ban 不能使用、打出或弃置 (3.8.8 ◆).
import { describe, expect, test } from "vitest";
import { compileText } from "../../compiler/compile.ts";
import type { X } from "../../compiler/ir.ts";

function compiled(...lines: string[]) {
  const text = `扩展包 测试\n\n武将 测试 吴 男 4\n${lines.join("\n")}\n`;
  return compileText(text, "x.sgs");
}
const codes = (...lines: string[]) => compiled(...lines).diagnostics.map((d) => d.code);

/** The pack's call tree as JSON, without source locations (the skill must compile). */
function effects(line: string): string {
  const r = compiled(line);
  expect(r.diagnostics).toEqual([]);
  const strip = (x: X): unknown => (x.k === "call" ? { fn: x.fn, args: Object.fromEntries(Object.entries(x.args).filter(([k]) => k !== "line").map(([k, v]) => [k, strip(v)])) } : x.k === "list" ? x.items.map(strip) : x);
  return JSON.stringify(strip(r.ir!.root));
}

const fns = (line: string): string[] => [...effects(line).matchAll(/"fn":"([^"]+)"/gu)].map((m) => m[1]);

describe("a period before the subject, 、 between clauses", () => {
  test("此阶段内你… reads as 你于此阶段内…", () => {
    const a = effects("〖甲〗出牌阶段限一次，你可弃置一张牌▶此阶段内你使用【杀】的次数上限+1。");
    const b = effects("〖甲〗出牌阶段限一次，你可弃置一张牌▶你于此阶段内使用【杀】的次数上限+1。");
    expect(a).toEqual(b);
    expect(a).toContain("pd.thisPhase");
  });

  test("A、B且C: three states of one subject and one period (as A，B且C)", () => {
    const a = effects("〖乙〗出牌阶段限一次，你可弃置一张牌▶你于此阶段内使用【杀】无距离关系的限制、使用【杀】的次数上限+1且使用【杀】的额定目标数上限+1。");
    const b = effects("〖乙〗出牌阶段限一次，你可弃置一张牌▶你于此阶段内使用【杀】无距离关系的限制，使用【杀】的次数上限+1且使用【杀】的额定目标数上限+1。");
    expect(a.replaceAll('"s":"and"', '"s":"then"')).toEqual(b.replaceAll('"s":"and"', '"s":"then"'));
    expect(fns("〖乙〗出牌阶段限一次，你可弃置一张牌▶你于此阶段内使用【杀】无距离关系的限制、使用【杀】的次数上限+1且使用【杀】的额定目标数上限+1。").filter((f) => f.startsWith("m."))).toEqual([
      "m.useLimit",
      "m.useLimit",
      "m.targetLimit",
    ]);
    expect(a.match(/pd\.thisPhase/gu)).toHaveLength(3);
  });

  test("没赢 is 未赢 (seed 003's spelling)", () => {
    expect(codes("〖丙〗出牌阶段限一次，你可与一名其他角色拼点▶若你没赢，你于此阶段内不能使用【杀】。")).toEqual([]);
  });
});

describe("选择一种类别 and 此类别/此花色 (3.1.4, 3.2.1)", () => {
  test("此类别的手牌 reads the chosen card type", () => {
    const f = effects("〖丁〗当你受到伤害后，你可选择一种类别▶来源于此回合内不能使用、打出或弃置此类别的手牌。");
    expect(f).toContain('"fn":"attr.all","args":{"attr":{"k":"str","s":"category"}}');
    expect(f).toContain('"fn":"attr.chosen","args":{"attr":{"k":"str","s":"category"}}');
    expect(f).toContain('"s":"useOrPlayOrDiscard"');
  });

  test("此花色 reads the chosen suit (it read every suit before)", () => {
    const f = effects("〖戊〗出牌阶段限一次，你可选择一种花色▶你弃置所有此花色的手牌。");
    expect(f).toContain('"fn":"attr.chosen","args":{"attr":{"k":"str","s":"suit"}}');
    expect(f.match(/"fn":"attr\.all"/gu)).toHaveLength(1);
  });

  test("此类别 with no type chosen and no card named before it is E-SCOPE", () => {
    expect(codes("〖己〗出牌阶段限一次，你可弃置所有此类别的手牌。")).toEqual(["E-SCOPE"]);
  });

  test("使用、打出或弃置 is read only after 不能", () => {
    expect(codes("〖庚〗当你受到伤害后，你可令来源使用、打出或弃置一张基本牌。")).toEqual(["E-UNSUPPORTED"]);
  });
});
