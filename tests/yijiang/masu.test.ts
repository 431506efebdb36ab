// 马谡 (一将成名2011): 〖心战〗 and 〖挥泪〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const topNames = (s: ReturnType<typeof createScenario>, n: number) => s.engine.state.drawPile.slice(0, n).map((c) => s.card(c).name);
const offered = (s: ReturnType<typeof createScenario>) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "心战");
const FOUR = ["杀♣5", "杀♣6", "杀♣7", "杀♣8"];

describe("〖心战〗出牌阶段限一次，若你的手牌数大于你的体力上限，你可观看牌堆顶的三张牌▶你展示其中的任意数量的红桃牌，获得这些牌，将其余的牌以任意顺序置于牌堆顶。", () => {
  test("looks at the top three, shows and gains the hearts chosen", () => {
    const s = createScenario({
      packs,
      players: [{ general: "马谡", hand: FOUR, agent: [{ play: { skill: "心战" } }, { cards: ["桃", "闪"] }, { play: "end" }] }, BLANK],
      drawPile: ["桃♥3", "杀♠7", "闪♥2", "决斗♠A"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0).slice(4).sort()).toEqual(["桃", "闪"].sort());
    expect(topNames(s, 2)).toEqual(["杀", "决斗"]);
    const shows = s.entries().filter((e) => e.t === "show");
    expect(shows).toHaveLength(1);
    expect(shows[0].t === "show" && shows[0].cards.map((c) => s.card(c).name).sort()).toEqual(["桃", "闪"].sort());
    expect(s.entries().some((e) => e.t === "look" && e.player === 0 && e.cards.length === 3)).toBe(true);
  });

  test("若你的手牌数大于你的体力上限: three hand cards and 3 max hp — not offered", () => {
    const s = createScenario({ packs, players: [{ general: "马谡", hand: FOUR.slice(0, 3) }, BLANK] });
    expect(offered(s)).toBe(false);
    const t = createScenario({ packs, players: [{ general: "马谡", hand: FOUR }, BLANK] });
    expect(offered(t)).toBe(true);
  });

  test("the hand compared with the max hp, not the hp: 1 hp of 3 with three hand cards — not offered", () => {
    const s = createScenario({ packs, players: [{ general: "马谡", hp: 1, hand: FOUR.slice(0, 3) }, BLANK] });
    expect(offered(s)).toBe(false);
  });

  test("出牌阶段限一次: not offered again in the phase", () => {
    const s = createScenario({
      packs,
      players: [{ general: "马谡", hand: [...FOUR, "杀♣9"], agent: [{ play: { skill: "心战" } }, { cards: ["桃"] }, { play: "end" }] }, BLANK],
      drawPile: ["桃♥3", "杀♠7", "决斗♠A"],
    });
    s.runPhase(0, "play");
    expect(offered(s)).toBe(false);
  });
});

describe("〖挥泪〗锁定技，当你死亡时，若杀死你的角色不为你，你令其弃置其所有牌。", () => {
  test("killed by a rebel's 【杀】 (no reward or penalty, 4.1.1.4): the killer discards every hand and equipment card", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "马谡", hp: 1, role: "loyalist" },
        { ...BLANK, role: "rebel", hand: ["杀♠7", "闪♥2", "无中生有♥7"], equipment: ["仁王盾"], agent: [{ play: { card: "杀" } }, { players: [0] }] },
        { ...BLANK, role: "lord" },
      ],
    });
    s.runPhase(1, "play");
    expect(s.player(0).alive).toBe(false);
    expect(s.engine.state.players[1].hand).toEqual([]);
    expect(s.engine.state.players[1].equipment).toEqual({});
    expect(discardNames(s)).toEqual(expect.arrayContaining(["闪", "无中生有", "仁王盾"]));
  });

  test("no killer (a death by losing hp with no source): nobody discards", () => {
    const s = createScenario({
      packs,
      players: [{ general: "马谡", hp: 1, hand: ["杀♠7"], role: "rebel" }, { ...BLANK, role: "lord", hand: ["闪♥2"] }, { ...BLANK, role: "rebel" }],
    });
    s.engine.loseHp(0, 1);
    expect(s.player(0).alive).toBe(false);
    expect(s.engine.state.players[1].hand).toHaveLength(1);
  });
});
