// 界孙权 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖制衡〗出牌阶段限一次，你可弃置至少一张牌▶你摸X张牌（若你以此法弃置的牌中有手牌且你于以此法弃置牌后没有手牌，
//          X为你以此法弃置的牌数+1；否则X为你以此法弃置的牌数）。
//   〖救援〗主公技，当其他吴势力角色于其回合内回复体力前，若其体力值不小于你，其可终止此回复体力流程▶你回复1点
//          体力，其摸一张牌。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, jx, loadPacks, offeredNow, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界孙权's skills are the 界限突破 versions", () => {
  test("〖制衡〗 and 〖救援〗 of 界限突破; the standard 孙权 keeps the standard ones", () => {
    const s = createScenario({ packs, players: [{ general: "界孙权" }, { general: "孙权", role: "lord" }] });
    expect(s.player(0).skills).toEqual([jx("制衡"), jx("救援")]);
    expect(s.player(1).skills).toEqual(["制衡", "救援"]);
  });
});

describe("〖制衡〗(界): 摸X张牌 — X = 弃置的牌数, +1 if hand cards were among them and none is left", () => {
  test("discarding all of one's hand: one more card than discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", hand: ["杀", "闪"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "闪"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "桃", "无中生有", "决斗"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "桃", "无中生有"]);
    expect(activations(s)).toEqual([[0, jx("制衡")]]);
  });

  test("a hand card left: as many as discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", hand: ["杀", "闪"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "无中生有"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0).sort()).toEqual(["闪", "桃"].sort());
  });

  test("only equipment discarded while holding no hand card: no hand card among them, as many as discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", equipment: ["古锭刀", "骅骝"], agent: [{ play: { skill: "制衡" } }, { cards: ["古锭刀", "骅骝"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });

  test("hand and equipment, the whole hand discarded: discarded + 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", hand: ["杀"], equipment: ["骅骝"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "骅骝"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有", "决斗"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "闪", "无中生有"]);
  });

  // 3.6.3 于以此法弃置牌后: the hand as it was right after the discard, not when X is read — 〖连营〗 at that
  // move's 失去手牌后❷ has drawn a card by then (before this was read, the 于…后 was dropped and X lost its +1).
  test("于以此法弃置牌后没有手牌: read right after the discard, though 〖连营〗 draws a card before X is read", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", skills: [jx("制衡"), "连营"], hand: ["杀", "闪"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "闪"] }, { activate: true, skill: "连营" }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["决斗", "桃", "桃", "无中生有"],
    });
    s.runPhase(0, "play");
    // (〖连营〗 is logged first: it fires as the cost is paid, before 〖制衡〗 counts as activated, 4.2.1.)
    expect(activations(s)).toEqual([[0, "连营"], [0, jx("制衡")]]);
    expect(s.handNames(0)).toEqual(["决斗", "桃", "桃", "无中生有"]);
  });

  test("the standard 孙权's 〖制衡〗 draws as many as discarded, even when the hand is emptied", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["杀", "闪"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "闪"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "桃", "无中生有"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
  });

  test("限一次: not offered again in the same play phase; with no card it is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", hand: ["杀", "闪"], agent: [{ play: { skill: "制衡" } }, { cards: ["杀"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃"],
    });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(offers.all[0]).toContain(`〖${jx("制衡")}〗`);
    expect(offers.last()).not.toContain(`〖${jx("制衡")}〗`);
    const bare = createScenario({ packs, players: [{ general: "界孙权" }, { general: "黄盖" }] });
    expect(offeredNow(bare, 0)).not.toContain(`〖${jx("制衡")}〗`);
  });
});

/**
 * 黄盖 (吴, hp 3 of 4) uses a 【桃】 in his own play phase, with 界孙权 (the lord, hp `lordHp`)
 * at seat 0.
 */
function peachInTurn(lordHp: number, answer: boolean | null, options: { faction?: "wu" | "qun"; lordRole?: boolean } = {}) {
  const general = options.faction === "qun" ? "吕布" : "黄盖";
  return createScenario({
    packs,
    players: [
      { general: "界孙权", role: options.lordRole === false ? "rebel" : "lord", hp: lordHp },
      { general, hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }, ...(answer === null ? [] : [{ activate: answer, skill: "救援" }]), { play: "end" }] },
    ],
    drawPile: ["闪"],
    current: 1,
  });
}

describe("〖救援〗(界) 主公技: 其他吴势力角色于其回合内回复体力前，若其体力值不小于你，其可终止此回复体力流程", () => {
  test("the 吴 character chooses to: its recovery ends (no hp), the lord recovers 1, it draws one", () => {
    const s = peachInTurn(2, true);
    s.runTurn(1);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(1)).toContain("闪");
    expect(activations(s)).toContainEqual([0, jx("救援")]);
    // It is the recovering character that decides, at 回复体力前.
    const asked = s.entries().find((e) => e.t === "decision" && e.request === "activate");
    expect(asked && asked.t === "decision" ? asked.player : null).toBe(1);
    const t = s.timings();
    expect(t).toContain("recover.before");
  });

  test("declined: the 吴 character recovers, the lord does not", () => {
    const s = peachInTurn(2, false);
    s.runTurn(1);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hp).toBe(2);
  });

  test("若其体力值不小于你: with less hp than the lord it is not offered", () => {
    const s = peachInTurn(4, null);
    s.runTurn(1);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hp).toBe(4);
  });

  test("吴势力 only: a 群 character recovering in its turn is not offered", () => {
    const s = peachInTurn(2, null, { faction: "qun" });
    s.runTurn(1);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hp).toBe(2);
  });

  test("于其回合内: a 吴 character healed by 〖青囊〗 in 华佗's turn is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界孙权", role: "lord", hp: 2 },
        { general: "黄盖", hp: 3 },
        { general: "华佗", hand: ["杀"], agent: [{ play: { skill: "青囊" } }, { players: [1] }, { play: "end" }] },
      ],
      current: 2,
    });
    s.runPhase(2, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hp).toBe(2);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });

  test("主公技: 界孙权 who is not the lord has no 〖救援〗", () => {
    const s = peachInTurn(2, null, { lordRole: false });
    expect(s.player(0).skills).toEqual([jx("制衡")]);
    s.runTurn(1);
    expect(s.player(1).hp).toBe(4);
  });

  test("the standard lord 孙权's 〖救援〗 is the standard one: a 吴 【桃】 on him heals 2, nothing at the 吴 character's own recovery", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", role: "lord", hp: 2 },
        { general: "黄盖", hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hp).toBe(2);
  });
});
