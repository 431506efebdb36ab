// The 军争篇 equipment of skills/maneuvering.sgs, compiled with the other acceptance packs:
//   【古锭刀】 攻击范围：2 〖古锭刀〗锁定技，当你因执行你使用的【杀】的效果而对一名角色造成伤害时❶，若其没有手牌，你令伤害值+1。
//   【朱雀羽扇】 攻击范围：4 〖朱雀羽扇〗当你声明使用普【杀】后，你可将此【杀】改为火【杀】。
//   【白银狮子】 〖白银狮子〗①锁定技，当你受到伤害时❸，若伤害值大于1，你令伤害值改为1。
//               ②锁定技，当你失去装备区里的【白银狮子】前❷，（→）当此牌移至目标区域后❷，你回复1点体力。
//   【骅骝】 锁定技，其他角色至你的距离+1。
// 【藤甲】 has a file of its own (tengjia.test.ts).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { damages, equipNames, loadPacks, offeredNow } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("〖古锭刀〗锁定技: 因执行你使用的【杀】的效果而造成伤害时❶，若其没有手牌，伤害值+1", () => {
  test("the victim has no hand card: 2 damage, raised at 造成伤害时❶ (before ❷)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 2, "normal"]]);
    expect(s.player(1).hp).toBe(2);
    // 锁定技: nobody is asked.
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });

  test("若其没有手牌: a victim holding a card takes 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4, hand: ["桃"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("only a 【杀】's damage: a 【决斗】 against a character with no hand card deals 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["决斗"], equipment: ["古锭刀"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("only the wearer's own 【杀】: another's 【杀】 at the handless wearer deals 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", equipment: ["古锭刀"] },
        { general: "吕布", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
        { general: "孙权", hp: 4 },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(damages(s)).toEqual([[1, 0, 1, "normal"]]);
  });

  test("3.5.23 ◎: with a 火【杀】 at two chained, handless targets — the conducted damage is not raised again", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["火杀♥4"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "吕布", hp: 4, chained: true },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    // A: 2 (古锭刀), conducted to B: 2 as dealt (连环伤害 keeps the deducted value, 4.2.12), not 3.
    expect(damages(s)).toEqual([
      [0, 1, 2, "fire"],
      [0, 2, 2, "fire", true],
    ]);
  });

  test("攻击范围：2 — a character at distance 2 can be targeted with a 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "吕布" },
        { general: "孙权", hp: 4, hand: ["桃"], agent: [{ respond: null }] },
        { general: "华佗" },
        { general: "甄姬" },
      ],
    });
    expect(s.view.attackRange(0)).toBe(2);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 2, 1, "normal"]]);
  });
});

describe("〖朱雀羽扇〗: 当你声明使用普【杀】后，你可将此【杀】改为火【杀】", () => {
  test("activated at 声明使用牌后: the 【杀】 becomes 火 and deals fire damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["朱雀羽扇"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "朱雀羽扇" }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "fire"]]);
    const t = s.timings();
    const asked = s.entries().findIndex((e) => e.t === "decision" && e.request === "activate");
    const declared = s.entries().findIndex((e) => e.t === "timing" && e.id === "use.declared");
    const chosen = s.entries().findIndex((e) => e.t === "timing" && e.id === "use.targetsChosen");
    expect(asked).toBeGreaterThan(declared);
    expect(asked).toBeLessThan(chosen);
    expect(t).toContain("use.declared");
  });

  test("declined: the 普【杀】 deals normal damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["朱雀羽扇"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "朱雀羽扇" }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("a 雷【杀】 is not 普: not offered, stays thunder", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["雷杀♠4"], equipment: ["朱雀羽扇"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "thunder"]]);
  });

  test("the changed 【杀】 conducts fire through a chained target", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["朱雀羽扇"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "朱雀羽扇" }, { play: "end" }] },
        { general: "吕布", hp: 4, chained: true },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([
      [0, 1, 1, "fire"],
      [0, 2, 1, "fire", true],
    ]);
  });

  test("only the wearer's 【杀】: another's 普【杀】 at the wearer is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hp: 4, equipment: ["朱雀羽扇"] },
        { general: "吕布", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(damages(s)).toEqual([[1, 0, 1, "normal"]]);
  });

  test("攻击范围：4", () => {
    const s = createScenario({
      packs,
      players: [{ general: "黄盖", equipment: ["朱雀羽扇"] }, { general: "吕布" }],
    });
    expect(s.view.attackRange(0)).toBe(4);
  });
});

describe("〖白银狮子①〗锁定技: 当你受到伤害时❸，若伤害值大于1，你令伤害值改为1", () => {
  test("2 damage (〖古锭刀〗 on a handless wearer) becomes 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4, equipment: ["白银狮子"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.player(1).hp).toBe(3);
    // Raised at 造成伤害时❶, lowered at 受到伤害时❸.
    const t = s.timings();
    expect(t.indexOf("damage.take.3")).toBeGreaterThan(t.indexOf("damage.cause.1"));
  });

  test("1 damage stays 1 (若伤害值大于1)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4, equipment: ["白银狮子"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("only for its wearer: the wearer's own 2 damage to another is not lowered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["古锭刀", "白银狮子"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 2, "normal"]]);
  });
});

describe("〖白银狮子②〗锁定技: 当你失去装备区里的【白银狮子】前❷，（→）当此牌移至目标区域后❷，你回复1点体力", () => {
  test("discarded by 【过河拆桥】: once it has reached the discard pile, the wounded wearer recovers 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { play: "end" }] },
        { general: "吕布", hp: 2, equipment: ["白银狮子"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(equipNames(s, 1)).toEqual([]);
    const order = s.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? ["moved"] : e.t === "recover" ? ["recover"] : []));
    expect(order).toEqual(["moved", "recover"]);
    const t = s.timings();
    expect(t.lastIndexOf("recover.before")).toBeGreaterThan(t.indexOf("move.after.2"));
  });

  test("replaced by another armor: the old one leaves the equipment area, the wearer recovers", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吕布", hp: 3, hand: ["藤甲"], equipment: ["白银狮子"], agent: [{ play: { card: "藤甲" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect(equipNames(s, 0)).toEqual(["藤甲"]);
    expect(s.player(0).hp).toBe(4);
  });

  test("an unwounded wearer cannot recover (3.5.27 <一名角色>回复X点体力): hp stays at max", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { play: "end" }] },
        { general: "吕布", hp: 4, equipment: ["白银狮子"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "recover")).toBe(false);
  });

  test("losing another equipment card is not losing 【白银狮子】: no recovery", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["古锭刀"] }, { play: "end" }] },
        { general: "吕布", hp: 2, equipment: ["白银狮子", "古锭刀"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(equipNames(s, 1)).toEqual(["白银狮子"]);
  });
});

describe("【骅骝】锁定技: 其他角色至你的距离+1", () => {
  test("others' distance to the wearer +1; the wearer's own distances unchanged", () => {
    const s = createScenario({
      packs,
      players: [{ general: "黄盖", equipment: ["骅骝"] }, { general: "吕布" }, { general: "孙权" }, { general: "华佗" }],
    });
    expect([s.view.distance(1, 0), s.view.distance(3, 0), s.view.distance(2, 0)]).toEqual([2, 2, 3]);
    expect([s.view.distance(0, 1), s.view.distance(0, 3)]).toEqual([1, 1]);
  });

  test("a neighbour without a weapon can no longer reach the wearer with a 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", equipment: ["骅骝"] },
        { general: "吕布", hand: ["普杀♠7"] },
      ],
      current: 1,
    });
    expect(offeredNow(s, 1)).not.toContain("杀");
  });
});
