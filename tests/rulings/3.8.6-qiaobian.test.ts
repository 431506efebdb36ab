// 004 3.8.6 置于/入 on the compiled text of 张郃's 〖巧变〗 (tests/rulings/packs/another.sgs): ③出牌阶段开始前，你可
// 弃置一张手牌并跳过此阶段▶你可选择：1.将一名角色的装备区里的一张牌置入另一名角色的装备区；2.将一名角色的判定区里的
// 一张牌置入另一名角色的判定区。 另一名角色 (3.5.29) is any player but the one whose card moves — 张郃 himself too.
// The ◆ rules the rulings illustrate: an equipment card goes only into an empty, unsealed slot of its kind;
// a delayed trick only where the system could use it on that player (〖帷幕〗, a same-name trick there).
import { beforeAll, describe, expect, it } from "vitest";
import type { CardsRequest, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks, testPackDiagnostics } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

const playerChoices = (a: RecordingAgent) => a.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers").map((r) => r.candidates);
const cardChoices = (a: RecordingAgent, s: ReturnType<typeof board>) =>
  a.asked.filter((r): r is CardsRequest => r.kind === "chooseCards" && r.reason.includes("putInto")).map((r) => r.candidates.map((c) => s.card(c).name));
/** The cards 〖巧变〗 moved into a judge area, with where they came from. */
const placed = (s: ReturnType<typeof board>) => s.entries().flatMap((e) => (e.t === "move" && e.reason === "placeJudge" ? [{ cards: e.cards.map((c) => s.card(c).name), from: e.from }] : []));
const cardNamed = (s: ReturnType<typeof board>, spec: string, owner: number) =>
  s.engine.state.cards.findIndex((c, id) => c.name === spec && (s.engine.state.zone(id) as { owner?: number }).owner === owner);

/**
 * 张郃 (seat 0) activates 〖巧变③〗 discarding 【杀】 and moves `card` to `to`; every request reaches him
 * (strict), so the offers are all recorded. Each board has cards in one kind of area only: the
 * other option cannot be chosen (3.5.27), so he is not asked which.
 */
function qiaobian(players: Parameters<typeof board>[1]["players"], card: string, to: number) {
  const zhang = new RecordingAgent([{ activate: true, skill: "巧变" }, { cards: ["杀"] }, { activate: true }, { cards: [card] }, { players: [to] }], "张郃");
  const s = board(packs, { agents: "strict", players: [{ ...players[0], agent: zhang }, ...players.slice(1)] });
  s.runPhase(0, "play");
  return { s, zhang };
}

describe("tests/rulings/packs/another.sgs", () => {
  it("compiles without diagnostics", () => {
    expect(testPackDiagnostics().filter((d) => d.file === "another.sgs")).toEqual([]);
  });
});

describe("3.8.6 置于/入 (〖巧变③〗)", () => {
  it("3.8.6 ◎例如 张郃发动〖巧变③〗能将一名角色的装备区里的防具牌置入没有装备防具牌的诸葛亮（火）", () => {
    const players = [
      { general: "张郃", hand: ["杀", "闪"] },
      { general: "白板", equipment: ["仁王盾", "青釭剑"] },
      // 〖八阵〗: 视为装备着【八卦阵】 — no armor card, so the armor slot is empty
      { general: "诸葛亮（火）" },
      { general: "白板", equipment: ["诸葛连弩"] },
    ];
    // the armor of seat 1 into 诸葛亮（火）'s equipment area: every other player's armor slot is empty
    const armor = qiaobian(players, "仁王盾", 2);
    expect(armor.zhang.remaining).toEqual([]);
    expect(playerChoices(armor.zhang)).toEqual([[0, 2, 3]]);
    const shield = cardNamed(armor.s, "仁王盾", 2);
    expect(armor.s.engine.state.zone(shield)).toEqual({ kind: "equip", owner: 2, slot: "armor" });
    expect(armor.s.entries()).toContainEqual(expect.objectContaining({ t: "skip", player: 0, phase: "play" }));
    expect(armor.s.handNames(0)).toEqual(["闪"]);

    // a weapon never into seat 3's area, which holds a weapon (nor back into its owner's own area)
    const weapon = qiaobian(players, "青釭剑", 0);
    expect(playerChoices(weapon.zhang)).toEqual([[0, 2]]);
    expect(weapon.s.engine.state.zone(cardNamed(weapon.s, "青釭剑", 0))).toEqual({ kind: "equip", owner: 0, slot: "weapon" });
    expect(weapon.s.engine.state.zone(cardNamed(weapon.s, "诸葛连弩", 3))).toEqual({ kind: "equip", owner: 3, slot: "weapon" });
  });

  it("3.8.6 ◎例如 张郃发动〖巧变③〗能将A的判定区里的【兵粮寸断】对应的实体牌置入判定区里已经有【", () => {
    const { s, zhang } = qiaobian(
      [
        { general: "张郃", hand: ["杀", "闪"] },
        { general: "白板", judge: ["兵粮寸断♣4"] }, // A
        { general: "白板", judge: ["乐不思蜀♥6"] }, // B
        { general: "贾诩" }, // 〖帷幕〗: no legal target of a black trick
        { general: "白板", judge: ["兵粮寸断♠10"] }, // C
      ],
      "兵粮寸断",
      2,
    );
    expect(zhang.remaining).toEqual([]);
    // every judge card could move somewhere; the ♣4 【兵粮寸断】 of A (the first offered) is chosen …
    expect(cardChoices(zhang, s)).toEqual([["兵粮寸断", "乐不思蜀", "兵粮寸断"]]);
    // … and may go to 张郃 or B, never to 贾诩 or C
    expect(playerChoices(zhang)).toEqual([[0, 2]]);
    expect(placed(s)).toEqual([{ cards: ["兵粮寸断"], from: ["judge1"] }]);
    expect(s.engine.state.zone(cardNamed(s, "兵粮寸断", 2))).toEqual({ kind: "judge", owner: 2 });
    // B's judgement phase now judges both (the new target is B: 3.8.6 ◆)
    expect(s.engine.state.players[2].judgeArea).toHaveLength(2);
  });

  it("3.8.6 ◎例如 张郃发动〖巧变③〗，若其判定区里没有【兵粮寸断】对应的实体牌，其可将A的判定区里", () => {
    // 张郃's own judge area (it holds a 【乐不思蜀】, no 【兵粮寸断】) is 另一名角色's: he may take it there
    const own = qiaobian(
      [
        { general: "张郃", hand: ["杀", "闪"], judge: ["乐不思蜀♥6"] },
        { general: "白板", judge: ["兵粮寸断♣4"] },
      ],
      "兵粮寸断",
      0,
    );
    expect(own.zhang.remaining).toEqual([]);
    expect(playerChoices(own.zhang)).toEqual([[0]]);
    expect(placed(own.s)).toEqual([{ cards: ["兵粮寸断"], from: ["judge1"] }]);
    expect(own.s.engine.state.zone(cardNamed(own.s, "兵粮寸断", 0))).toEqual({ kind: "judge", owner: 0 });

    // with a 【兵粮寸断】 in his own area he cannot, and A's area cannot take his: having skipped the
    // phase, he is not even asked whether to move a card (no option can be executed, 3.5.27)
    const zhang = new RecordingAgent([{ activate: true, skill: "巧变" }, { cards: ["杀"] }], "张郃");
    const s = board(packs, {
      players: [
        { general: "张郃", hand: ["杀", "闪"], judge: ["兵粮寸断♠10"], agent: zhang },
        { general: "白板", judge: ["兵粮寸断♣4"] },
      ],
    });
    s.runPhase(0, "play");
    expect(zhang.remaining).toEqual([]);
    expect(placed(s)).toEqual([]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "skip", player: 0, phase: "play" }));
  });
});
