// 3.5.29 另一名<角色描述> and 3.4.9 <distance>最近/最远, compiled and run: 另一名 stands where a player
// phrase's quantity does, in any position (令's object and inside what it commands, 与…拼点, 对…造成伤害,
// a cost's choice, a timing's player as the “一名角色”), and is never the player(s) named before it;
// 最近/最远 compare the distance from the measuring player to the others. Misuse is refused.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileTexts, loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type PlayersRequest } from "../../runtime/index.ts";
import { RecordingAgent } from "../rulings/helpers.ts";
import { REPO_ROOT } from "../support/paths.ts";

const STANDARD = { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" };
const SAMPLES = `扩展包 样例

武将 样甲 魏 男 4
〖样甲〗出牌阶段限一次，你可令一名其他角色对另一名其他角色造成1点伤害。
〖样乙〗出牌阶段限一次，你可令一名其他角色与另一名有手牌的其他角色拼点▷赢的角色摸两张牌。
〖样丙〗当一名角色受到伤害后，你可令另一名角色回复1点体力。
〖样丁〗出牌阶段限一次，你可对你距离最远的一名其他角色造成1点伤害。
〖样戊〗出牌阶段限一次，你可选择一名其他角色A和另一名其他角色B▶A对B造成1点伤害。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([STANDARD, { text: SAMPLES, file: "samples.sgs" }]);
}, 120_000);

const playerChoices = (a: RecordingAgent) => a.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers").map((r) => r.candidates);
const blank = (hp = 4, hand: readonly string[] = []) => ({ general: "白板", hp, hand });

function play(skill: string, script: object[], players: object[]) {
  const me = new RecordingAgent([{ play: { skill } }, ...(script as never[]), { play: "end" }], "样甲");
  const s = createScenario({ packs, agents: "strict", players: [{ general: "样甲", skills: [skill], agent: me }, ...(players as never[])] });
  s.runPhase(0, "play");
  return { s, me };
}

describe("3.5.29 另一名<角色描述>", () => {
  test("in what 令 commands: another than the commanded player (其他: not 你 either)", () => {
    const { s, me } = play("样甲", [{ players: [2] }, { players: [1] }], [blank(), blank(), blank()]);
    expect(me.remaining).toEqual([]);
    // the second choice leaves out seat 2 (the commanded player) and 你
    expect(playerChoices(me)).toEqual([
      [1, 2, 3],
      [1, 3],
    ]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "damage", source: 2, victim: 1 }));
  });

  test("与…拼点: 另一名有手牌的其他角色 — with hand cards, and not the first", () => {
    // the commanded player performs the 拼点 and picks its opponent (3.5.28: 动作由B执行)
    const one = new RecordingAgent([{ players: [3] }, { cards: ["杀"] }], "1");
    const { s, me } = play("样乙", [{ players: [1] }], [{ ...blank(4, ["杀♠8", "闪♦2"]), agent: one }, blank(), { ...blank(4, ["杀♠7"]), agent: [{ cards: ["杀"] }] }]);
    expect(me.remaining).toEqual([]);
    expect(one.remaining).toEqual([]);
    // seat 2 has no hand cards: it cannot 拼点 (3.5.28, 4.2.8 ◆), nor be the opponent
    expect(playerChoices(me)).toEqual([[1, 3]]);
    // seat 1 is the first, 你 is no 其他角色
    expect(playerChoices(one)).toEqual([[3]]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "pindian", player: 1, targets: [3], winners: [1] }));
    expect(s.handNames(1)).toHaveLength(3);
  });

  test("a timing's player is the “一名角色”: another than the damaged one (you included)", () => {
    const me = new RecordingAgent([{ activate: true, skill: "样丙" }, { players: [0] }], "样甲");
    const s = createScenario({ packs, agents: "strict", players: [{ general: "样甲", skills: ["样丙"], hp: 3, agent: me }, blank(3), blank(3)] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: null }));
    expect(me.remaining).toEqual([]);
    expect(playerChoices(me)).toEqual([[0, 2]]);
    expect(s.player(0).hp).toBe(4);
  });

  test("a cost's choice with a label: B is another than A", () => {
    const { s, me } = play("样戊", [{ players: [3] }, { players: [1] }], [blank(), blank(), blank()]);
    expect(me.remaining).toEqual([]);
    expect(playerChoices(me)).toEqual([
      [1, 2, 3],
      [1, 2],
    ]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "damage", source: 3, victim: 1 }));
  });

  test("refused with no player named before it (E-SCOPE on its span)", () => {
    const [, r] = compileTexts([STANDARD, { text: "武将 样己 魏 男 4\n〖样己〗出牌阶段限一次，你可令另一名角色摸一张牌。\n", file: "bad.sgs" }], { emit: false });
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.column])).toEqual([["E-SCOPE", 16]]);
  });
});

describe("3.4.9 距离最近/最远", () => {
  test("你距离最远的一名其他角色: only the farthest are offered", () => {
    // five seats: seats 2 and 3 are 2 away from seat 0, seats 1 and 4 are 1 away
    const { s, me } = play("样丁", [{ players: [3] }], [blank(), blank(), blank(), blank()]);
    expect(me.remaining).toEqual([]);
    expect(playerChoices(me)).toEqual([[2, 3]]);
    expect(s.player(3).hp).toBe(3);
  });

  test("refused on a value that is not a distance, or a distance to a named player", () => {
    const bad = "武将 样己 魏 男 4\n〖样庚〗出牌阶段限一次，你可令手牌数最近的一名角色摸一张牌。\n〖样辛〗出牌阶段限一次，你可令一名其他角色对你至其的距离最近的角色造成1点伤害。\n";
    const [, r] = compileTexts([STANDARD, { text: bad, file: "bad.sgs" }], { emit: false });
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line])).toEqual([
      ["E-UNSUPPORTED", 2],
      ["E-UNSUPPORTED", 3],
    ]);
  });
});
