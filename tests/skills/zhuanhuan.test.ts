// 3.5.62 转换技状态 (阳：…；阴：…) and 3.5.53 牌堆里的第X张牌, on compiled text: test generals 转测* written
// in the rulebook's notation beside skills/standard.sgs (its cards and deck).
// - Only the side of the skill's current state can be activated; every skill starts 阳 (3.5.62).
// - The state switches when the skill is activated: once its costs are paid (003 §三: 当所有的消耗执行
//   完毕，角色即发动了技能); declining (or not choosing it) does not switch it.
// - 出牌阶段限一次 written before 阳 limits the skill: once per play phase in all, not once per side.
// - The state is public (seat view), kept across turns, and a lost skill starts 阳 again if regained.
// - 牌堆里的第X张牌: the Xth card from the top (牌堆底的: from the bottom); with fewer cards in the pile
//   the system 洗牌 first (3.8.26; 000 4.2.9 ◎ 陆逊〖连营〗: 洗牌，然后摸一张牌).
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileTexts, loadTexts } from "../../compiler/compile.ts";
import { createScenario, ScriptedAgent, type Pack, type PlayActionRequest, type PlayOption, type ScenarioPlayer, type SeatView } from "../../runtime/index.ts";
import { createSeatView } from "../../runtime/api/seatView.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 转测包

武将 转测甲 魏 男 4
〖转测样例〗转换技，出牌阶段限一次，阳：你可摸一张牌；阴：你可弃置一张牌。

武将 转测乙 吴 男 4
〖转测受伤〗转换技，当你受到伤害后，阳：你可摸两张牌；阴：若来源有牌，你可获得来源的一张牌。

武将 转测丙 蜀 男 4
〖转测代价〗转换技，出牌阶段限一次，阳：你可弃置一张手牌▶你回复1点体力；阴：你可失去1点体力▶你摸两张牌。

武将 转测丁 群 男 4
〖转测二象〗①转换技，阳：当你受到伤害后，你可摸一张牌；阴：当你造成伤害后，你可摸一张牌。②结束阶段开始时，若〖转测二象〗的转换技状态为阴，你可摸一张牌。

武将 转测戊 魏 女 3
〖转测观看〗准备阶段开始时，你可观看牌堆里的第X张牌（X为你的体力值）。
〖转测牌底〗出牌阶段限一次，你可获得牌堆底的第二张牌。
〖转测亮出〗出牌阶段限一次，你可亮出牌堆顶的第X张牌（X为你的手牌数）▶你获得此牌。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "zhuanhuan.sgs" },
  ]);
}, 120_000);

/** Records the play options offered at each idle time point. */
class OptionsAgent extends ScriptedAgent {
  readonly offered: PlayOption[][] = [];
  override playAction(r: PlayActionRequest, view: SeatView): number {
    this.offered.push([...r.options]);
    return super.playAction(r, view);
  }
}
const skillOptions = (opts: readonly PlayOption[]) => opts.flatMap((o) => (o.kind === "skill" ? [o.skill] : []));

function board(players: readonly ScenarioPlayer[], drawPile: readonly string[], restTo: "drawPile" | "discardPile" = "drawPile", agents: "strict" | "lenient" = "lenient") {
  return createScenario({ packs, players, drawPile, restTo, agents });
}

const skillEntries = (s: ReturnType<typeof board>, skill: string) => s.entries().filter((e) => e.t === "skill" && e.skill === skill).length;

describe("3.5.62 转换技状态 (阳：…；阴：…)", () => {
  test("the sample: 阳 first (摸一张牌), then 阴 (弃置一张牌); 出牌阶段限一次 is once per phase for the skill, not per side", () => {
    const agent = new OptionsAgent([{ play: { skill: "转测样例" } }, { play: "end" }]);
    // Strict: every idle time point reaches the agent, even one where only 结束 is left.
    const s = board([{ general: "转测甲", hand: ["杀"], agent }, { general: "黄盖" }], ["闪", "桃", "闪"], "drawPile", "strict");
    expect(s.engine.switchState(0, "转测样例")).toBe("yang");
    s.runPhase(0, "play");
    // 阳: drew one card; the state is 阴 now, and the 阴 side is not offered again in this phase.
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.engine.switchState(0, "转测样例")).toBe("yin");
    expect(skillOptions(agent.offered[0])).toEqual(["转测样例"]);
    expect(skillOptions(agent.offered[1])).toEqual([]);
    // Next play phase: the 阴 side — a discard, no draw — and back to 阳.
    agent.push({ play: { skill: "转测样例" } }, { cards: ["杀"] }, { play: "end" });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.engine.switchState(0, "转测样例")).toBe("yang");
    expect(skillOptions(agent.offered[3])).toEqual([]);
    // And 阳 again in the third.
    agent.push({ play: { skill: "转测样例" } }, { play: "end" });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪", "桃"]);
    expect(s.engine.switchState(0, "转测样例")).toBe("yin");
  });

  test("not choosing the skill does not switch it; the state survives the turn", () => {
    const agent = new OptionsAgent([{ play: "end" }]);
    // 张飞 draws two 闪 in his turn: nothing to use, nothing to discard.
    const s = board([{ general: "转测甲", hand: ["杀"], agent }, { general: "张飞" }], ["闪", "闪", "闪", "桃", "闪"]);
    s.runPhase(0, "play");
    expect(skillOptions(agent.offered[0])).toEqual(["转测样例"]);
    expect(s.engine.switchState(0, "转测样例")).toBe("yang");
    agent.push({ play: { skill: "转测样例" } }, { play: "end" });
    s.runPhase(0, "play");
    expect(s.engine.switchState(0, "转测样例")).toBe("yin");
    // A whole turn of another player, then this player's: still 阴 (the discard side is offered).
    s.runTurn(1);
    agent.push({ play: { skill: "转测样例" } }, { cards: ["杀"] }, { play: "end" });
    s.runPhase(0, "play");
    expect(s.handNames(0)).not.toContain("杀");
    expect(s.engine.switchState(0, "转测样例")).toBe("yang");
  });

  test("a triggered 转换技 (当你受到伤害后): declining keeps 阳; 阳 draws two, then 阴 takes one of the source's cards", () => {
    const s = board(
      [{ general: "转测乙", agent: [{ activate: false, skill: "转测受伤" }, { activate: true, skill: "转测受伤" }, { activate: true, skill: "转测受伤" }] }, { general: "黄盖", hand: ["桃"] }],
      ["闪", "杀", "闪"],
    );
    s.run((e) => e.damage(0, 1, 1, {}));
    expect(s.engine.switchState(0, "转测受伤")).toBe("yang");
    expect(s.handNames(0)).toEqual([]);
    s.mark();
    s.run((e) => e.damage(0, 1, 1, {}));
    // 阳 once: two cards; its activation switched the skill, and the 阴 side (same timing point) is
    // not offered again there: one chance for the skill at one timing point (003 §三 ◆).
    expect(s.handNames(0)).toEqual(["闪", "杀"]);
    expect(skillEntries(s, "转测受伤")).toBe(1);
    expect(s.engine.switchState(0, "转测受伤")).toBe("yin");
    s.run((e) => e.damage(0, 1, 1, {}));
    expect(s.handNames(0)).toEqual(["闪", "杀", "桃"]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.engine.switchState(0, "转测受伤")).toBe("yang");
  });

  test("sides with different costs: only the current side's cost matters, and paying it switches the state", () => {
    const agent = new OptionsAgent([{ play: { skill: "转测代价" } }, { cards: ["杀"] }, { play: "end" }]);
    const s = board([{ general: "转测丙", hp: 3, hand: ["杀"], agent }, { general: "黄盖" }], ["闪", "桃", "闪"], "drawPile", "strict");
    s.runPhase(0, "play");
    // 阳: discard a hand card ▶ recover 1.
    expect(s.player(0).hp).toBe(4);
    expect(s.handNames(0)).toEqual([]);
    expect(s.engine.switchState(0, "转测代价")).toBe("yin");
    // 阴: lose 1 hp ▶ draw two.
    agent.push({ play: { skill: "转测代价" } }, { play: "end" });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["闪", "桃"]);
    expect(s.engine.switchState(0, "转测代价")).toBe("yang");
  });

  test("the side of the other state is not offered although its cost could be paid", () => {
    // 阳 (discard a hand card) cannot be paid with no hand card; 阴 (lose 1 hp) could, but it is 阳.
    const agent = new OptionsAgent([{ play: "end" }]);
    const s = board([{ general: "转测丙", hp: 3, agent }, { general: "黄盖" }], ["闪"], "drawPile", "strict");
    s.runPhase(0, "play");
    expect(skillOptions(agent.offered[0])).toEqual([]);
    expect(s.player(0).hp).toBe(3);
  });

  test("sides with timings of their own; a condition reads the state (〖X〗的转换技状态为阴)", () => {
    const s = board(
      [
        { general: "转测丁", agent: [{ activate: true, skill: "转测二象" }, { activate: true, skill: "转测二象" }, { activate: true, skill: "转测二象" }] },
        { general: "黄盖", hand: ["闪"] },
      ],
      ["杀", "闪", "桃", "闪"],
    );
    // Dealing damage while 阳: the 阴 side (当你造成伤害后) is not offered (the script would throw).
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.handNames(0)).toEqual([]);
    // Taking damage while 阳: 阳 side, then 阴.
    s.run((e) => e.damage(0, 1, 1, {}));
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.engine.switchState(0, "转测二象")).toBe("yin");
    // ② reads the state: 阴 — it draws at 结束阶段开始时.
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    // Dealing damage while 阴: 阴 side, back to 阳; ② no longer draws (no activate asked).
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.handNames(0)).toEqual(["杀", "闪", "桃"]);
    expect(s.engine.switchState(0, "转测二象")).toBe("yang");
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["杀", "闪", "桃"]);
  });

  test("the state is public: every seat's view shows it; lost and regained, the skill starts 阳", () => {
    const s = board([{ general: "转测乙", agent: [{ activate: true, skill: "转测受伤" }] }, { general: "黄盖" }, { general: "张飞" }], ["闪", "杀"]);
    expect(createSeatView(s.engine, 2).player(0).switchStates).toEqual({});
    s.run((e) => e.damage(0, 1, 1, {}));
    for (const seat of [0, 1, 2]) expect(createSeatView(s.engine, seat).player(0).switchStates).toEqual({ 转测受伤: "yin" });
    s.run((e) => e.loseSkill(0, "转测受伤"));
    s.run((e) => e.gainSkill(0, "转测受伤"));
    expect(s.engine.switchState(0, "转测受伤")).toBe("yang");
    expect(createSeatView(s.engine, 1).player(0).switchStates).toEqual({});
  });
});

/** The errors of one skill line compiled under a test general (with the standard pack's names). */
function errorsOf(line: string): string[] {
  const text = `扩展包 转测错\n武将 转测己 魏 男 4\n${line}\n`;
  const std = readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8");
  const [, mine] = compileTexts([{ text: std, file: "standard.sgs" }, { text, file: "err.sgs" }], { emit: false });
  return mine.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}: ${d.message}`);
}

describe("3.5.62: what is refused", () => {
  test("阳：…；阴：… without the 转换技 tag; a side's timing besides the part's; a side that only states something", () => {
    expect(errorsOf("〖转测无标〗出牌阶段限一次，阳：你可摸一张牌；阴：你可弃置一张牌。")).toEqual([expect.stringContaining("the part needs the 转换技 tag")]);
    expect(errorsOf("〖转测双时〗转换技，当你受到伤害后，阳：当你造成伤害后，你可摸一张牌；阴：你可摸一张牌。")).toEqual([expect.stringContaining("its own timing or shares the one before 阳")]);
    expect(errorsOf("〖转测状态〗转换技，阳：你的手牌上限+1；阴：你的手牌上限-1。")).toEqual([expect.stringContaining("a side that only states something")]);
    expect(errorsOf("〖转测样例〗转换技，出牌阶段限一次，阳：你可摸一张牌；阴：你可弃置一张牌。")).toEqual([]);
  });
});

describe("3.5.53 牌堆里的第X张牌", () => {
  test("观看牌堆里的第X张牌 (X = 体力值 3): the third card from the top, seen by its owner only; it stays in the pile", () => {
    const s = board([{ general: "转测戊", agent: [{ activate: true, skill: "转测观看" }] }, { general: "黄盖" }], ["杀", "闪", "桃", "无中生有"]);
    const [first, second, third] = s.engine.state.drawPile;
    s.runPhase(0, "prepare");
    expect(s.engine.state.isVisibleTo(third, 0)).toBe(true);
    expect(s.engine.state.isVisibleTo(third, 1)).toBe(false);
    expect(s.engine.state.isVisibleTo(first, 0)).toBe(false);
    expect(s.engine.state.isVisibleTo(second, 0)).toBe(false);
    expect(s.engine.state.drawPile.slice(0, 3)).toEqual([first, second, third]);
  });

  test("获得牌堆底的第二张牌: counted from the bottom", () => {
    const agent = new OptionsAgent([{ play: { skill: "转测牌底" } }, { play: "end" }]);
    const s = board([{ general: "转测戊", skills: ["转测牌底"], agent }, { general: "黄盖" }], ["杀", "闪", "桃"], "discardPile");
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.engine.state.drawPile.map((c) => s.card(c).name)).toEqual(["杀", "桃"]);
  });

  test("亮出牌堆顶的第X张牌▶获得此牌 (X = 手牌数 2): the second card goes to the processing area, then to the hand", () => {
    const agent = new OptionsAgent([{ play: { skill: "转测亮出" } }, { play: "end" }]);
    const s = board([{ general: "转测戊", skills: ["转测亮出"], hand: ["杀", "杀"], agent }, { general: "黄盖" }], ["闪", "桃", "闪"]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀", "杀", "桃"]);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "reveal")).toBe(true);
  });

  test("with fewer than X cards in the pile the system 洗牌 first (3.8.26): the discard pile is shuffled in", () => {
    const s = board([{ general: "转测戊", agent: [{ activate: true, skill: "转测观看" }] }, { general: "黄盖" }], ["杀"], "discardPile");
    const discarded = s.engine.state.discardPile.length;
    expect(s.engine.state.drawPile).toHaveLength(1);
    s.runPhase(0, "prepare");
    expect(s.entries().some((e) => e.t === "reshuffle" && e.count === discarded)).toBe(true);
    expect(s.engine.state.drawPile).toHaveLength(discarded + 1);
    expect(s.engine.state.discardPile).toHaveLength(0);
    expect(s.engine.state.isVisibleTo(s.engine.state.drawPile[2], 0)).toBe(true);
    expect(s.checkZones()).toEqual([]);
  });

  test("with fewer than X cards in both piles there is no Xth card: the skill is not offered", () => {
    const s = board([{ general: "转测戊" }, { general: "黄盖" }], ["杀"], "discardPile");
    for (const c of [...s.engine.state.discardPile]) s.engine.state.placeCard(c, { kind: "hand", owner: 1 });
    // An activate request would be unscripted: none comes.
    s.runPhase(0, "prepare");
    expect(s.entries().some((e) => e.t === "reshuffle")).toBe(false);
    expect(s.engine.state.isVisibleTo(s.engine.state.drawPile[0], 0)).toBe(false);
  });
});
