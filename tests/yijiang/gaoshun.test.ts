// 高顺 (一将成名2011): 〖陷阵〗 and 〖禁酒〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import type { ScriptedAgent } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const canUse = (s: ReturnType<typeof createScenario>, seat: number, name: string) =>
  playOptions(s.engine, seat).some((o) => o.kind === "card" && o.name === name);
const skillOffered = (s: ReturnType<typeof createScenario>, skill: string) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === skill);

describe("〖陷阵〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你于此回合内无视其防具，对其使用【杀】无距离关系的限制且无次数的限制；若你未赢，你于此回合内不能使用【杀】。", () => {
  test("won: 高顺 ignores the loser's armor this turn — a black 【杀】 hits through 【仁王盾】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "高顺", skills: ["陷阵"], hand: ["桃♥Q", "杀♠7"], agent: [{ play: { skill: "陷阵" } }, { cards: ["桃"] }, { play: { card: "杀" } }] },
        { ...BLANK, hand: ["闪♥2"], equipment: ["仁王盾"] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("without the pindian, 【仁王盾】 stops the black 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "高顺", skills: ["陷阵"], hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] },
        { ...BLANK, equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
  });

  test("lost (未赢): 高顺 cannot use 【杀】 for the rest of the turn", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "高顺", skills: ["陷阵"], hand: ["闪♥2", "杀♠7"], agent: [{ play: { skill: "陷阵" } }, { cards: ["闪"] }] },
        { ...BLANK, hand: ["桃♥Q"] },
      ],
      drawPile: ["闪", "闪"],
    });
    // the whole turn: after the pindian only "end" is left in the play phase (not asked)
    s.runTurn(0);
    scriptsDone(s);
    expect(s.handNames(0)).toContain("杀");
    expect(s.entries().some((e) => e.t === "use")).toBe(false);
  });

  test("a tie is not a win: no 【杀】 either", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "高顺", skills: ["陷阵"], hand: ["闪♦J", "杀♠7"], agent: [{ play: { skill: "陷阵" } }, { cards: ["闪"] }] },
        { ...BLANK, hand: ["杀♣J"] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.entries().some((e) => e.t === "use")).toBe(false);
  });

  test("出牌阶段限一次", () => {
    const s = createScenario({
      packs,
      players: [{ general: "高顺", skills: ["陷阵"], hand: ["闪♥2", "闪♦2", "闪"], agent: [{ play: { skill: "陷阵" } }, { cards: ["闪"] }] }, { ...BLANK, hand: ["桃♥Q", "桃"], agent: [{ cards: ["桃"] }] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillOffered(s, "陷阵")).toBe(false);
  });

  test("其他角色 with a hand card only: nobody to pindian with, not offered", () => {
    const s = createScenario({ packs, players: [{ general: "高顺", skills: ["陷阵"], hand: ["闪"] }, BLANK] });
    expect(skillOffered(s, "陷阵")).toBe(false);
  });
});

describe("〖禁酒〗锁定技，你的【酒】的牌名视为【杀】。", () => {
  test("a 【酒】 in 高顺's hand is a 【杀】: he uses it as one", () => {
    const s = createScenario({ packs, players: [{ general: "高顺", skills: ["禁酒"], hand: ["酒"] }, BLANK] });
    expect(canUse(s, 0, "杀")).toBe(true);
    // the option names the card by its id: its face still reads 【酒】
    (s.agents[0] as ScriptedAgent).push({ play: { card: s.player(0).hand[0] } });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 0, card: "杀", targets: [1] }]);
  });

  test("answering a 【决斗】 with the 【酒】 as a 【杀】", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }, { general: "高顺", skills: ["禁酒"], hand: ["酒"] }],
    });
    (s.agents[1] as ScriptedAgent).push({ respond: s.player(1).hand[0] });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(4);
  });

  test("another player's 【酒】 is not a 【杀】", () => {
    const s = createScenario({ packs, players: [{ general: "高顺", skills: ["禁酒"] }, { ...BLANK, hand: ["酒"] }] });
    expect(canUse(s, 1, "杀")).toBe(false);
  });
});
