// 【借刀杀人】 compiled from the corpus text: 使用目标 一名装备区里有武器牌且攻击范围内有其使用【杀】的
// 合法目标的其他角色A（你在选择A为目标的同时选择A的攻击范围内的一名是A使用【杀】的合法目标的角色B）;
// 作用效果 目标对应的角色需对B使用【杀】，否则将其装备区里的武器牌交给你. A's 【杀】 goes through a
// 需要使用牌事件 (4.2.2) whose only legal target is B (000 4.2.2 专题四 ◆).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type LogEntry, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { corpusWithCards } from "./corpusCards.ts";

type UseEntry = Extract<LogEntry, { t: "use" }>;
const uses = (entries: readonly LogEntry[]) =>
  entries.filter((e): e is UseEntry => e.t === "use").map((e) => ({ user: e.user, card: e.card, targets: e.targets }));
const damages = (entries: readonly LogEntry[]) =>
  entries.flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, via: e.via }] : []));

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(
    corpusWithCards(["杀", "闪", "借刀杀人", "无懈可击", "诸葛连弩", "的卢", "麒麟弓", "赤兔", "绝影"], ["武圣", "空城"]),
    "standard.sgs",
  );
});

describe("【借刀杀人】: 目标对应的角色需对B使用【杀】，否则将其装备区里的武器牌交给你 (4.2.2, 3.4.10)", () => {
  test("A uses 【杀】 on the B chosen with it, through a need-to-use event; A keeps the weapon", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // Only seat 1 has a weapon, so A needs no choice; B is chosen among A's legal 【杀】 targets in range.
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        { general: "黄盖", hand: ["杀"], equipment: ["诸葛连弩"], agent: [{ respond: "杀" }] },
        { general: "周瑜", hp: 3 },
        { general: "大乔", hp: 3 },
      ],
    });
    s.runPhase(0, "play");
    expect(uses(s.entries())).toEqual([
      { user: 0, card: "借刀杀人", targets: [1] },
      { user: 1, card: "杀", targets: [2] },
    ]);
    expect(damages(s.entries())).toEqual([{ source: 1, victim: 2, via: "杀" }]);
    expect(s.player(2).hp).toBe(2);
    expect(s.handNames(1)).toEqual([]);
    expect(s.engine.state.players[1].equipment.weapon).toBeDefined();
    // 4.2.2: the 【杀】 is used through 需要使用【杀】时❶❷❸, inside the 借刀杀人's effect.
    const t = s.timings();
    expect(t.indexOf("needUse.1")).toBeGreaterThan(t.indexOf("use.target.settleStart"));
    expect(t.indexOf("needUse.3")).toBeLessThan(t.lastIndexOf("use.declared"));
    expect(s.entries().find((e) => e.t === "decision" && e.player === 0 && e.request === "choosePlayers")).toMatchObject({ answer: [2] });
    expect(s.checkZones()).toEqual([]);
  });

  test("B must be in A's attack range (3.4.10): seat 3, at distance 2 from seat 1's range-1 weapon, cannot be chosen", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [3] }] },
        { general: "黄盖", hand: ["杀"], equipment: ["诸葛连弩"] },
        { general: "周瑜" },
        { general: "大乔" },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer \[3\] to choosePlayers/);
  });

  test("A declines (or has no 【杀】): A gives the weapon in its equipment area to the user", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        { general: "黄盖", hand: ["杀"], equipment: ["诸葛连弩"], agent: [{ respond: null }] },
        { general: "周瑜", hp: 3 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["诸葛连弩"]);
    expect(s.engine.state.players[1].equipment.weapon).toBeUndefined();
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(2).hp).toBe(3);

    const t = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        // No 【杀】 in hand and no skill to supply one: not even asked.
        { general: "黄盖", hand: ["闪"], equipment: ["诸葛连弩"] },
        { general: "周瑜", hp: 3 },
      ],
    });
    t.runPhase(0, "play");
    expect(t.handNames(0)).toEqual(["诸葛连弩"]);
    expect(t.handNames(1)).toEqual(["闪"]);
  });

  test("〖武圣〗 supplies A's 【杀】 at 需要使用【杀】时❸ (4.2.2, 3.1.7 ◎ 借刀杀人/关羽)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        { general: "关羽", hand: ["闪♥2"], equipment: ["诸葛连弩"], agent: [{ activate: true, skill: "武圣" }] },
        { general: "周瑜", hp: 3 },
      ],
    });
    s.runPhase(0, "play");
    expect(uses(s.entries())).toContainEqual({ user: 1, card: "杀", targets: [2] });
    expect(s.player(2).hp).toBe(2);
    expect(s.handNames(1)).toEqual([]);
    expect(s.engine.state.players[1].equipment.weapon).toBeDefined();
  });

  test("004 3.1.7 ◎ (part 1): 〖武圣〗 may use the equipped 【麒麟弓】 as the 【杀】 on a B at distance 1; 〖麒麟弓〗 then no longer applies", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        // 赤兔 brings 周瑜 (绝影) to distance 1. No activation of 〖麒麟弓〗 is scripted: being asked would fail.
        { general: "关羽", equipment: ["麒麟弓", "赤兔"], agent: [{ activate: true, skill: "武圣" }, { cards: ["麒麟弓"] }] },
        { general: "周瑜", hp: 3, equipment: ["绝影"] },
        { general: "大乔" },
        { general: "黄盖" },
      ],
    });
    const bow = s.player(1).equipment.weapon!;
    s.runPhase(0, "play");
    expect(uses(s.entries())).toContainEqual({ user: 1, card: "杀", targets: [2] });
    expect(s.player(2).hp).toBe(2);
    expect(s.player(1).equipment.weapon).toBeUndefined();
    expect(s.engine.state.zone(bow).kind).toBe("discardPile");
    expect(s.player(2).equipment.defensiveHorse).toBeDefined();
    expect(s.handNames(0)).toEqual([]);
  });

  test("使用目标: not offered without a player who has a weapon and a legal 【杀】 target in attack range (000 4.2.2 专题四)", () => {
    const board = (kongchengHand: string[]) =>
      createScenario({
        packs: [pack],
        players: [
          // 的卢: seat 1 (range 1) does not reach the user.
          { general: "貂蝉", hand: ["借刀杀人"], equipment: ["的卢"] },
          { general: "黄盖", hand: ["杀"], equipment: ["诸葛连弩"] },
          // 空城: without hand cards, not a legal target of 【杀】.
          { general: "诸葛亮", hand: kongchengHand },
          { general: "周瑜" },
          { general: "大乔" },
        ],
      });
    const offered = (s: ReturnType<typeof board>) => playOptions(s.engine, 0).some((o) => o.kind === "card" && o.name === "借刀杀人");
    expect(offered(board([]))).toBe(false);
    expect(offered(board(["闪"]))).toBe(true);
    // Nobody with a weapon at all.
    const bare = createScenario({ packs: [pack], players: [{ general: "貂蝉", hand: ["借刀杀人"] }, { general: "黄盖", hand: ["杀"] }] });
    expect(offered(bare)).toBe(false);
  });

  test("000 4.2.2 专题四 ◆/◎: when B is no longer a legal target of A's 【杀】, A cannot use it and gives the weapon", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        // A holds a 【杀】 but is never asked: B is not its legal target any more.
        { general: "黄盖", hand: ["杀"], equipment: ["诸葛连弩"] },
        // B answers with its only hand card (无懈可击), which 大乔 stops: the 借刀杀人 takes effect while B has no hand (空城).
        { general: "诸葛亮", hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] },
        { general: "大乔", hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(2)).toEqual([]);
    expect(s.handNames(0)).toEqual(["诸葛连弩"]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(uses(s.entries()).filter((u) => u.card === "杀")).toEqual([]);
  });
});
