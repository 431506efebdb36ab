// `jinnang explain`: a skill or card in words, its IR and its generated TypeScript.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runExplain } from "../../cli/commands/explain.ts";
import { CORPUS_FILE } from "../support/paths.ts";

function pack(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-explain-test-"));
  const file = path.join(dir, "p.sgs");
  writeFileSync(file, text, "utf8");
  return file;
}

const KUROU = "扩展包 测试\n\n武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n";

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
    expect(lines.slice(costs, effects).join("\n")).toMatch(/失去1点体力” — operation loseHp → SkillContext\.loseHp/u);
    expect(lines.slice(effects).join("\n")).toMatch(/“你摸两张牌” — operation draw → SkillContext\.draw/u);
  });

  test("--ts prints the generated object for 〖苦肉〗; --ir its IR", async () => {
    const out = await runExplain(pack(KUROU), { skill: "〖苦肉〗", ts: true, ir: true });
    expect(out.exitCode).toBe(0);
    expect(out.text).toContain('name: "苦肉"');
    expect(out.text).toContain("ctx.loseHp(ctx.you, 1);");
    expect(out.text).toContain("ctx.draw(ctx.you, 2);");
    expect(out.text).toMatch(/IR:\n\{\n {2}"name": "苦肉"/u);
    expect(out.text).toContain('"op": "loseHp"');
  });

  test("from the corpus (other lines have errors): 〖苦肉〗 still gets its TypeScript from its own block", async () => {
    const out = await runExplain(CORPUS_FILE, { skill: "苦肉", ts: true });
    expect(out.exitCode).toBe(0);
    expect(out.text).toContain("ctx.loseHp(ctx.you, 1);");
  });

  test("a trigger skill names its catalogue timing: 〖奸雄〗 → damage.taken 受到伤害后 (4.2.12)", async () => {
    const out = await runExplain(CORPUS_FILE, { skill: "奸雄" });
    expect(out.text).toContain("timing: damage.taken “受到伤害后” (§4.2.12, event damage) — the owner's (你) timing point");
  });

  test("a card: 【桃】's two uses pair 使用时机 with 使用目标 (3.5.10), the second at dying.in", async () => {
    const out = await runExplain(CORPUS_FILE, { card: "【桃】" });
    expect(out.text).toContain("use 1: when 出牌阶段; targets “已受伤的你”");
    expect(out.text).toContain("use 2: when “一名角色处于濒死状态时”; targets “处于濒死状态的角色”");
    expect(out.text).toContain("timing: dying.in");
    expect(out.text).toMatch(/回复1点体力” — operation recover/u);
  });

  test("a state skill lists its modifiers (〖马术〗)", async () => {
    const out = await runExplain(CORPUS_FILE, { skill: "马术" });
    expect(out.text).toContain("state part (持续)");
    expect(out.text).toContain("modifier distanceModifier");
  });

  test("an unparsed skill shows why; unknown names and missing --skill/--card fail", async () => {
    const text = "扩展包 测试\n\n武将 测试 吴 男 4\n〖洛神〗摸牌阶段开始时，你可摸一张牌。\n";
    const file = pack(text);
    const unparsed = await runExplain(file, { skill: "洛神" });
    expect(unparsed.exitCode).toBe(1);
    expect(unparsed.errors).toContain("〖洛神〗 did not parse");
    expect((await runExplain(file, { skill: "无" })).errors).toContain("no skill 〖无〗");
    expect((await runExplain(file, {})).exitCode).toBe(1);
  });
});
