// `jinnang explain`: a skill or card in words (read by the grammar), its lowered IR (the library
// call tree) and its generated TypeScript.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runExplain } from "../../cli/commands/explain.ts";
import { CORPUS_FILE, REPO_ROOT } from "../support/paths.ts";

function pack(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-explain-test-"));
  const file = path.join(dir, "p.sgs");
  writeFileSync(file, text, "utf8");
  return file;
}

const KUROU = "扩展包 测试\n\n武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n〖闭月〗结束阶段开始时，你可摸一张牌。\n";

describe("jinnang explain", () => {
  test("〖苦肉〗 in words: active in 出牌阶段, 可, cost 失去1点体力 (loseHp), effect 摸两张牌 (draw)", async () => {
    const out = await runExplain(pack(KUROU), { skill: "苦肉" });
    expect(out.exitCode).toBe(0);
    const lines = out.text.split("\n");
    expect(lines[0]).toMatch(/^〖苦肉〗 — 武将 黄盖, .*p\.sgs:4$/u);
    expect(out.text).toContain("active skill: used at idle time points of 出牌阶段");
    expect(out.text).toContain("可: yes, the owner chooses whether to use it (3.5.5)");
    const costs = lines.findIndex((l) => l.includes("costs (left of ▶"));
    const effects = lines.findIndex((l) => l.trim() === "effects:");
    expect(costs).toBeGreaterThan(0);
    expect(effects).toBeGreaterThan(costs);
    expect(lines.slice(costs, effects).join("\n")).toMatch(/“你可失去1点体力” — operation loseHp \(§4\.2\.13\): .* → j\.op\.loseHp/u);
    expect(lines.slice(effects).join("\n")).toMatch(/“你摸两张牌” — operation draw \(§3\.8\.13\): .* → j\.op\.draw/u);
  });

  test("--ir prints the skill's library call tree; --ts its call in the generated module, and nothing of the next skill", async () => {
    const out = await runExplain(pack(KUROU), { skill: "〖苦肉〗", ts: true, ir: true });
    expect(out.exitCode).toBe(0);
    expect(out.text).toMatch(/IR:\nskill name="苦肉" tags=\[\] line=4\n {2}parts:\n {4}part\.active may=true\n/u);
    expect(out.text).toContain("op: op.loseHp @4:10");
    expect(out.text).toContain("n: v.int n=2");
    const ts = out.text.slice(out.text.indexOf("TypeScript:\n") + "TypeScript:\n".length);
    expect(ts.startsWith("/* 〖苦肉〗 line 4 */ j.skill({\n")).toBe(true);
    expect(ts).toContain('j.op.loseHp({ n: j.v.int({ n: 1 }), who: j.p.you(), at: "4:10" })');
    expect(ts.endsWith("  line: 4,\n})\n")).toBe(true);
    expect(ts).not.toContain("闭月");
  });

  test("a pack with errors elsewhere: 〖苦肉〗 still gets its IR and TypeScript", async () => {
    const file = pack(`${KUROU}〖洛神〗摸牌阶段开始时，你可摸一张牌。\n`);
    const out = await runExplain(file, { skill: "苦肉", ir: true, ts: true });
    expect(out.exitCode).toBe(0);
    expect(out.text).toContain("op: op.loseHp @4:10");
    expect(out.text).toContain("/* 〖苦肉〗 line 4 */ j.skill({");
  });

  test("a trigger skill names its catalogue timing: 〖奸雄〗 → damage.taken 受到伤害后 (4.2.12)", async () => {
    const out = await runExplain(CORPUS_FILE, { skill: "奸雄" });
    expect(out.exitCode).toBe(0);
    expect(out.text).toContain("timing: damage.taken “受到伤害后” (§4.2.12, event damage): “你受到伤害后”");
    expect(out.text).toContain("victim: “你”");
  });

  test("a card: 【桃】's two uses pair 使用时机 with 使用目标 (3.5.10), the second at dying.in", async () => {
    const out = await runExplain(CORPUS_FILE, { card: "【桃】" });
    expect(out.text).toContain("use 1: when 出牌阶段; targets “已受伤的你”");
    expect(out.text).toContain("use 2: when “一名角色处于濒死状态时”; targets “处于濒死状态的角色”");
    expect(out.text).toContain("timing: dying.in");
    expect(out.text).toMatch(/回复1点体力” — operation recover/u);
  });

  test("a card's IR and TypeScript: 【桃】's j.card call", async () => {
    const out = await runExplain(CORPUS_FILE, { card: "桃", ir: true, ts: true });
    expect(out.exitCode).toBe(0);
    expect(out.text).toMatch(/IR:\ncard name="桃" category="basic" skills=\[\] line=\d+\n {2}uses:\n/u);
    expect(out.text).toMatch(/TypeScript:\n\/\* 【桃】 line \d+ \*\/ j\.card\(\{\n {2}name: "桃",/u);
  });

  test("a kind of 【杀】 (3.5.24): --card 火【杀】 is the 火 face", async () => {
    const out = await runExplain(path.join(REPO_ROOT, "skills", "maneuvering.sgs"), { card: "火【杀】" });
    expect(out.text.split("\n")[0]).toMatch(/^火【杀】 — basic, .*maneuvering\.sgs:10$/u);
  });

  test("a state skill lists its modifiers (〖马术〗)", async () => {
    const out = await runExplain(CORPUS_FILE, { skill: "马术" });
    expect(out.text).toContain("state part (持续)");
    expect(out.text).toContain("modifiers:");
    expect(out.text).toMatch(/“你至其他角色的距离-1” — state modifyValue .* → j\.m\.modifyValue/u);
  });

  test("a skill the compiler refuses: --ir shows why, exit 1", async () => {
    const file = pack("扩展包 测试\n\n武将 测试 吴 男 4\n〖测试〗锁定技，当你受到伤害后，你可摸一张牌。\n");
    const out = await runExplain(file, { skill: "测试", ir: true });
    expect(out.exitCode).toBe(1);
    expect(out.text).toContain("part (锁定技)");
    expect(out.text).toMatch(/not compiled:\n.*p\.sgs:4:\d+: error\[E-LOCKED-OPTIONAL\]/u);
  });

  test("an unparsed skill shows why; unknown names and missing --skill/--card fail", async () => {
    const text = "扩展包 测试\n\n武将 测试 吴 男 4\n〖洛神〗摸牌阶段开始时，你可摸一张牌。\n";
    const file = pack(text);
    const unparsed = await runExplain(file, { skill: "洛神" });
    expect(unparsed.exitCode).toBe(1);
    expect(unparsed.errors).toContain("〖洛神〗 did not parse");
    expect(unparsed.errors).toContain("E-SPLIT-TIMING");
    expect((await runExplain(file, { skill: "无" })).errors).toContain("no skill 〖无〗");
    expect((await runExplain(file, { card: "无" })).errors).toContain("no card 【无】");
    expect((await runExplain(file, {})).exitCode).toBe(1);
  });
});
