// 界吕蒙 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖克己〗弃牌阶段开始前，若你未于此回合的出牌阶段内使用或打出过【杀】，你可跳过弃牌阶段。
//   〖勤学〗觉醒技，准备阶段开始时，若你的手牌数不小于X（X为你的体力值+3），你减1点体力上限，获得〖攻心〗。
//   〖攻心〗出牌阶段限一次，你可观看一名其他角色的手牌▶你可展示其中的一张红桃牌▷你选择：1.弃置此牌；2.将此牌置于牌堆顶。
// 〖攻心〗 is gained through 〖勤学〗: 界吕蒙 does not have it at the start.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { jx, loadPacks, offeredNow, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界吕蒙's skills", () => {
  test("〖克己〗 of 界限突破 and 〖勤学〗; 〖攻心〗 is not owned at the start", () => {
    const s = createScenario({ packs, players: [{ general: "界吕蒙" }, { general: "吕蒙" }] });
    expect(s.player(0).skills).toEqual([jx("克己"), "勤学"]);
    expect(s.player(1).skills).toEqual(["克己"]);
  });
});

describe("〖克己〗(界): 弃牌阶段开始前，若你未于此回合的出牌阶段内使用或打出过【杀】，你可跳过弃牌阶段", () => {
  // A turn with six cards in hand and hp 4: without 〖克己〗 two would be discarded.
  const turn = (play: object[], keji: boolean | null) =>
    createScenario({
      packs,
      players: [
        {
          general: "界吕蒙",
          hp: 4,
          hand: ["普杀♠7", "闪", "闪", "桃", "桃", "无中生有"],
          agent: [...play, ...(keji === null ? [] : [{ activate: keji, skill: "克己" }]), { cards: ["闪", "闪", "桃", "桃"] }] as never,
        },
        { general: "黄盖", hp: 4 },
      ],
      drawPile: ["决斗", "决斗"],
    });

  test("no 【杀】 this turn: the discard phase is skipped and all eight cards kept", () => {
    const s = turn([{ play: "end" }], true);
    s.runTurn(0);
    expect(s.handNames(0)).toHaveLength(8);
    // Activated at 弃牌阶段开始前; no timing of the discard phase follows.
    const t = s.timings();
    expect(t).toContain("phase.discard.beforeStart");
    expect(t).not.toContain("phase.discard.start");
    expect(t).toContain("phase.finish.start");
  });

  test("declined: the discard phase happens (down to hp)", () => {
    const s = turn([{ play: "end" }], false);
    s.runTurn(0);
    expect(s.timings()).toContain("phase.discard.start");
    expect(s.handNames(0)).toHaveLength(4);
  });

  test("a 【杀】 used in the play phase: not offered", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "界吕蒙",
          hp: 4,
          hand: ["普杀♠7", "闪", "闪", "桃", "桃", "无中生有"],
          agent: [{ play: { card: "杀" } }, { play: "end" }, { cards: ["闪", "闪", "桃"] }],
        },
        { general: "黄盖", hp: 4 },
      ],
      drawPile: ["决斗", "决斗"],
    });
    s.runTurn(0);
    expect(s.timings()).toContain("phase.discard.start");
    expect(s.handNames(0)).toHaveLength(4);
  });

  test("a 【杀】 played (打出) in the play phase, answering its own 【决斗】: not offered either", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "界吕蒙",
          hp: 4,
          hand: ["决斗", "普杀♠7", "闪", "闪", "桃", "桃"],
          agent: [{ play: { card: "决斗" } }, { respond: "杀" }, { play: "end" }, { cards: ["闪", "闪"] }],
        },
        { general: "黄盖", hp: 4, hand: ["普杀♠8"], agent: [{ respond: "杀" }] },
      ],
      drawPile: ["决斗", "决斗"],
    });
    s.runTurn(0);
    expect(s.entries().some((e) => e.t === "play" && e.player === 0 && e.card === "杀")).toBe(true);
    expect(s.timings()).toContain("phase.discard.start");
    expect(s.handNames(0)).toHaveLength(4);
  });
});

describe("〖勤学〗觉醒技: 准备阶段开始时，若你的手牌数不小于你的体力值+3，你减1点体力上限，获得〖攻心〗", () => {
  test("hand 5 ≥ hp 2 + 3: loses 1 max hp and gains 〖攻心〗 (not asked: 觉醒技)", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界吕蒙", hp: 2, hand: ["杀", "闪", "闪", "桃", "桃"] }, { general: "黄盖" }],
    });
    s.runPhase(0, "prepare");
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(0).skills).toContain("攻心");
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });

  test("hand 4 < hp 2 + 3: nothing happens", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界吕蒙", hp: 2, hand: ["杀", "闪", "闪", "桃"] }, { general: "黄盖" }],
    });
    s.runPhase(0, "prepare");
    expect(s.player(0).maxHp).toBe(4);
    expect(s.player(0).skills).not.toContain("攻心");
  });

  test("觉醒技: once awakened, the next 准备阶段 does nothing more", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界吕蒙", hp: 2, hand: ["杀", "闪", "闪", "桃", "桃"] }, { general: "黄盖" }],
    });
    s.runPhase(0, "prepare");
    s.runPhase(0, "prepare");
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(0).skills.filter((k) => k === "攻心")).toHaveLength(1);
  });

  test("timing: not at 界吕蒙's other phases", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界吕蒙", hp: 2, hand: ["杀", "闪", "闪", "桃", "桃"], agent: [{ play: "end" }] }, { general: "黄盖" }],
      drawPile: ["决斗", "决斗"],
    });
    s.runPhase(0, "judge");
    s.runPhase(0, "draw");
    s.runPhase(0, "play");
    s.runPhase(0, "finish");
    expect(s.player(0).maxHp).toBe(4);
  });
});

describe("〖攻心〗(gained): 观看一名其他角色的手牌▶你可展示其中的一张红桃牌▷你选择：1.弃置此牌；2.将此牌置于牌堆顶", () => {
  // One card in the target's hand: looking at the hand is looking at that card.
  const withGongxin = (target: string[], script: object[]) =>
    createScenario({
      packs,
      players: [
        { general: "界吕蒙", skills: [jx("克己"), "勤学", "攻心"], agent: [{ play: { skill: "攻心" } }, ...script, { play: "end" }] as never },
        { general: "黄盖", hand: target },
      ],
    });

  test("not offered before it is gained", () => {
    const s = createScenario({ packs, players: [{ general: "界吕蒙" }, { general: "黄盖", hand: ["桃♥6"] }] });
    expect(offeredNow(s, 0)).not.toContain("〖攻心〗");
  });

  test("looks at the hand, shows the heart, discards it (1)", () => {
    const s = withGongxin(["桃♥6"], [{ activate: true, skill: "攻心" }, { option: 0 }]);
    s.runPhase(0, "play");
    const look = s.entries().find((e) => e.t === "look");
    expect(look && look.t === "look" ? [look.player, look.cards.map((c) => s.card(c).name)] : null).toEqual([0, ["桃"]]);
    const shown = s.entries().find((e) => e.t === "show");
    expect(shown && shown.t === "show" ? shown.cards.map((c) => s.card(c).name) : []).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toContain("桃");
  });

  test("观看…的手牌 is the whole hand: three cards looked at, the heart among them shown", () => {
    const s = withGongxin(["闪♦2", "桃♥6", "杀♠7"], [{ activate: true, skill: "攻心" }, { option: 0 }]);
    s.runPhase(0, "play");
    const look = s.entries().find((e) => e.t === "look");
    expect(look && look.t === "look" ? look.cards.map((c) => s.card(c).name).sort() : null).toEqual(["闪", "桃", "杀"].sort());
    expect(s.handNames(1).sort()).toEqual(["闪", "杀"].sort());
  });

  test("or puts it on top of the draw pile (2)", () => {
    const s = withGongxin(["桃♥6"], [{ activate: true, skill: "攻心" }, { option: 1 }]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("桃");
  });

  test("▷ after 可: not showing means nothing more happens", () => {
    const s = withGongxin(["桃♥6"], [{ activate: false, skill: "攻心" }]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
  });

  test("no heart in that hand: nothing to show (not asked), the card stays", () => {
    const s = withGongxin(["闪♦2"], []);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
  });

  test("限一次, and only on a character with hand cards", () => {
    const s = withGongxin(["桃♥6"], [{ activate: true, skill: "攻心" }, { option: 0 }]);
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(offers.all[0]).toContain("〖攻心〗");
    expect(offers.last()).not.toContain("〖攻心〗");
    const empty = createScenario({ packs, players: [{ general: "界吕蒙", skills: ["攻心"] }, { general: "黄盖" }] });
    expect(offeredNow(empty, 0)).not.toContain("〖攻心〗");
  });
});
