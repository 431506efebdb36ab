// 界张辽 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖突袭〗摸牌阶段，你可令额定摸牌数-X并选择等量的有手牌的其他角色（X∈[1,你发动此技能前的额定摸牌数]）▶你获得
//          这些角色的各一张手牌。
// The standard 张辽 keeps the standard 〖突袭〗 (摸牌阶段开始时❷，…额定摸牌数改为0并选择一至两名…).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, jx, loadPacks } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

const gains = (s: ReturnType<typeof createScenario>) => s.entries().filter((e) => e.t === "move" && e.reason === "gain");
const draws = (s: ReturnType<typeof createScenario>) =>
  s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));

describe("界张辽's 〖突袭〗 is the 界限突破 version", () => {
  test("界张辽 has 〖突袭〗 of 界限突破; 张辽 the standard one", () => {
    const s = createScenario({ packs, players: [{ general: "界张辽" }, { general: "张辽" }] });
    expect(s.player(0).skills).toEqual([jx("突袭")]);
    expect(s.player(1).skills).toEqual(["突袭"]);
  });
});

describe("〖突袭〗(界): 额定摸牌数-X并选择X名有手牌的其他角色▶获得这些角色的各一张手牌", () => {
  test("X = 2: two players give one hand card each (in one move), nothing is drawn", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界张辽", agent: [{ activate: true, skill: "突袭" }, { option: 1 }, { players: [1, 2] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪"] },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
    expect(gains(s)).toHaveLength(1);
    expect(draws(s)).toEqual([]);
    expect(activations(s)).toEqual([[0, jx("突袭")]]);
  });

  test("X = 1: one player gives a card, and one card is drawn (2 − 1)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界张辽", agent: [{ activate: true, skill: "突袭" }, { option: 0 }, { players: [2] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪"] },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0).sort()).toEqual(["闪", "无中生有"].sort());
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(draws(s)).toEqual([1]);
  });

  test("等量: X players exactly — two names for X = 1 is not a legal answer", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界张辽", agent: [{ activate: true, skill: "突袭" }, { option: 0 }, { players: [1, 2] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪"] },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    expect(() => s.runPhase(0, "draw")).toThrow(/illegal|not/);
  });

  test("declined: the rated two cards are drawn", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界张辽", agent: [{ activate: false, skill: "突袭" }] }, { general: "黄盖", hand: ["杀"] }],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["无中生有", "过河拆桥"]);
    expect(s.handNames(1)).toEqual(["杀"]);
  });

  test("nobody else has a hand card: not offered, two cards drawn", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界张辽", hand: ["桃"] }, { general: "黄盖" }],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["桃", "无中生有", "过河拆桥"]);
  });

  test("timing: in the draw phase, after 摸牌阶段开始时 — not in the other phases", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界张辽", agent: [{ activate: true, skill: "突袭" }, { option: 0 }] }, { general: "黄盖", hand: ["杀"] }],
      drawPile: ["无中生有", "过河拆桥"],
    });
    // No request in the prepare or judge phase (an unscripted one would throw).
    s.runPhase(0, "prepare");
    s.runPhase(0, "judge");
    s.mark();
    s.runPhase(0, "draw");
    const t = s.timings();
    const asked = s.entries().findIndex((e) => e.t === "decision" && e.request === "activate");
    const start2 = s.entries().findIndex((e) => e.t === "timing" && e.id === "phase.draw.start.2");
    expect(asked).toBeGreaterThan(start2);
    expect(t).toContain("phase.draw.proper");
    expect(s.handNames(0).sort()).toEqual(["杀", "无中生有"].sort());
  });

  test("the standard 张辽 keeps the standard 〖突袭〗 (额定摸牌数改为0, one or two players)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "张辽", agent: [{ activate: true, skill: "突袭" }, { players: [1] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪"] },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    // One player chosen, yet nothing drawn: the standard skill sets the rated draw to 0.
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(activations(s)).toEqual([[0, "突袭"]]);
  });
});
