// 曹真 (一将成名2014): 〖司敌〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type CardsRequest, type Pack, type Scenario, type ScriptStep, type SeatView } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const asked = (s: Scenario, skill: string) => s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === skill);
const uses = (s: Scenario) => s.entries().flatMap((e) => (e.t === "use" ? [{ user: e.user, card: e.card, cards: e.cards.length, targets: e.targets }] : []));

describe("〖司敌〗其他角色的出牌阶段开始时，你可弃置一张与你装备区里的一张牌颜色相同的不为基本牌的牌▶其于此阶段内不能使用或打出与你以此法弃置的牌颜色相同的牌（→）此阶段结束时，若其于此阶段内未使用过【杀】，你对其使用无对应的实体牌的普【杀】。", () => {
  // 曹真 (0) has the red 【赤兔】 equipped and a red 【无中生有】 to discard; 孙权 (1) plays.
  const board = (caozhen: ScriptStep[], sunquan: ScriptStep[], hand = ["无中生有♥7", "桃♥3"], equipment = ["赤兔"]) =>
    createScenario({
      packs,
      players: [
        { general: "曹真", hand, equipment, agent: caozhen },
        { general: "孙权", skills: [], hp: 3, hand: ["桃♥4", "杀♠7"], agent: sunquan },
        { general: "吕蒙", skills: [] },
      ],
    });

  test("the player used no 【杀】 in the phase: at its end 曹真 uses a 普【杀】 with no physical card on it", () => {
    const s = board([{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }], [{ play: "end" }]);
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard")).toMatchObject([{ from: ["hand0"] }]);
    expect(uses(s)).toEqual([{ user: 0, card: "杀", cards: 0, targets: [1] }]);
    expect(s.player(1).hp).toBe(2);
  });

  test("its cards of the discarded card's colour cannot be used in the phase (a red 【桃】), other colours can (a black 【杀】)", () => {
    const s = board([{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }], [{ play: { card: "桃" } }]);
    expect(() => s.runPhase(1, "play")).toThrow(/桃.*not an option/);
    const t = board([{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }], [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }]);
    t.runPhase(1, "play");
    // 孙权 used a 【杀】 in the phase: no 【杀】 from 曹真 at its end
    expect(uses(t)).toEqual([{ user: 1, card: "杀", cards: 1, targets: [0] }]);
    expect(t.player(0).hp).toBe(3);
    expect(t.player(1).hp).toBe(3);
  });

  test("于此阶段内: in the next phase the red 【桃】 can be used again", () => {
    const s = board([{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }], [{ play: "end" }, { play: { card: "桃" } }, { play: "end" }]);
    s.runPhase(1, "play");
    expect(s.player(1).hp).toBe(2);
    s.runPhase(1, "discard");
    s.mark();
    (s.agents[0] as unknown as { push(...x: ScriptStep[]): void }).push({ activate: false, skill: "司敌" });
    s.runPhase(1, "play");
    expect(s.player(1).hp).toBe(3);
  });

  test("declined: nothing is discarded and no 【杀】 at the end of the phase", () => {
    const s = board([{ activate: false, skill: "司敌" }], [{ play: "end" }]);
    s.runPhase(1, "play");
    expect(uses(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["无中生有", "桃"]);
  });

  test("no equipment: no card can match a colour, so it is not offered", () => {
    const s = board([], [{ play: "end" }], ["无中生有♥7", "过河拆桥♠3"], []);
    s.runPhase(1, "play");
    expect(asked(s, "司敌")).toBe(false);
  });

  test("basic cards do not pay the cost: only the red non-basic cards are offered (【赤兔】 itself is one)", () => {
    const inner = new ScriptedAgent([{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }], "曹真");
    const offered: string[][] = [];
    const agent = Object.assign(Object.create(inner) as ScriptedAgent, {
      chooseCards: (r: CardsRequest, v: SeatView) => {
        offered.push(r.candidates.map((c) => v.card(c)?.name ?? "?"));
        return inner.chooseCards(r, v);
      },
    });
    const s = createScenario({
      packs,
      players: [
        { general: "曹真", hand: ["桃♥3", "闪♥2", "过河拆桥♠3", "无中生有♥7"], equipment: ["赤兔"], agent },
        { general: "孙权", skills: [], agent: [{ play: "end" }] },
      ],
    });
    s.runPhase(1, "play");
    expect(offered).toEqual([["无中生有", "赤兔"]]);
  });

  test("此阶段结束时 is still within the phase: a red 【闪】 cannot be used against the closing 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹真", hand: ["无中生有♥7"], equipment: ["赤兔"], agent: [{ activate: true, skill: "司敌" }, { cards: ["无中生有"] }] },
        { general: "孙权", skills: [], hand: ["闪♥2"], agent: [{ play: "end" }] },
      ],
    });
    s.runPhase(1, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("其他角色的出牌阶段: not in 曹真's own play phase, nor at another phase of another player", () => {
    const s = board([{ play: "end" }], []);
    s.runPhase(0, "play");
    s.runPhase(1, "prepare");
    expect(asked(s, "司敌")).toBe(false);
  });
});
