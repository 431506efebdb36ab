// 转化 and need-to-use / need-to-play skills compiled from the corpus text, on the runtime
// (seed 000 §4.2.2 需要使用 ❶❷❸, §4.2.3 预使用, §4.2.5 需要打出, §4.2.6 预打出; 004 3.5.10 "/",
// 3.5.56 转化牌).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { readFileSync } from "node:fs";
import { CORPUS, sliceOfCorpus } from "./helpers.ts";

const SKILLS = ["武圣", "龙胆", "倾国", "急救", "奇袭", "丈八蛇矛", "八卦阵", "护驾", "激将", "鬼才"];

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(sliceOfCorpus(SKILLS), "standard.sgs");
});

type UseEntry = { t: "use"; user: number; card: string; cards: number[]; targets: number[]; respondsTo?: string };
type PlayEntry = { t: "play"; player: number; card: string; cards: number[] };
type MoveEntry = { t: "move"; reason: string; cards: number[]; from: string[]; to: string[] };

function usesOf(entries: readonly { t: string }[]): UseEntry[] {
  return entries.filter((e): e is UseEntry => e.t === "use");
}

describe("〖武圣〗 (4.2.2 需要使用【杀】时❸, 4.2.3)", () => {
  test("at a play-phase idle point: a red 【无中生有】 used as 【杀】 (4.2.3 ◎ 关羽 武圣 无中生有)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "关羽",
          hand: ["无中生有♥7"],
          agent: [{ play: { need: "杀" } }, { activate: true, skill: "武圣" }, { play: "end" }],
        },
        { general: "貂蝉" },
      ],
    });
    const wuzhong = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(s.player(0).hand).toEqual([]);
    const [use] = usesOf(s.entries());
    // It is a 【杀】 (a basic card) whose physical card is the 【无中生有】, which went through processing.
    expect(use).toMatchObject({ user: 0, card: "杀", cards: [wuzhong], targets: [1] });
    expect(s.engine.state.zone(wuzhong).kind).toBe("discardPile");
    const t = s.timings();
    expect(t.indexOf("needUse.3")).toBeGreaterThan(t.indexOf("needUse.1"));
    expect(t.indexOf("use.declared")).toBeGreaterThan(t.indexOf("needUse.3"));
  });

  test("4.2.2 ◆: a 【杀】 used through 〖武圣〗 at an idle point counts toward the phase's limit", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "关羽",
          hand: ["闪♥2", "杀♠7"],
          // The only red card is chosen without a request (one candidate).
          agent: [{ play: { need: "杀" } }, { activate: true, skill: "武圣" }, { players: [1] }],
        },
        { general: "貂蝉" },
        { general: "黄盖" },
      ],
    });
    // After the converted 【杀】, neither the hand 【杀】 nor 〖武圣〗 is offered: "end" is the only
    // option, so the play phase ends without another request.
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(s.engine.playPhase.cardUses.get("杀")).toBe(1);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("black cards only: with no red card 〖武圣〗 is not offered (the 【杀】 need is not an option)", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "关羽", hand: ["过河拆桥♠3"], agent: [] }, { general: "貂蝉" }],
    });
    s.mark();
    // A need event for 【杀】 outside the play phase: 〖武圣〗's condition fails, nothing is asked.
    expect(s.engine.needPlay(0, "杀")).toBeNull();
    expect(s.timings()).toEqual(["needPlay.1", "needPlay.2", "needPlay.3"]);
  });

  test("需要打出【杀】 (4.2.5, 4.2.6): a red equipment card is played as 【杀】 (4.2.6 ◎ 关羽 麒麟弓)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "关羽", equipment: ["赤兔"], agent: [{ activate: true, skill: "武圣" }, { cards: ["赤兔"] }] },
        { general: "貂蝉" },
      ],
    });
    const horse = s.player(0).equipment.offensiveHorse!;
    s.mark();
    const played = s.engine.needPlay(0, "杀");
    expect(played).toMatchObject({ name: "杀", suit: "heart", color: "red", rank: 5, converted: true });
    expect(s.player(0).equipment.offensiveHorse).toBeUndefined();
    expect(s.engine.state.zone(horse).kind).toBe("discardPile");
    const play = s.entries().find((e): e is PlayEntry => e.t === "play");
    expect(play).toMatchObject({ player: 0, card: "杀", cards: [horse] });
    // ❸ settled the need event: no hand-card request follows (4.2.5 至此…结束).
    const t = s.timings();
    expect(t.slice(0, 3)).toEqual(["needPlay.1", "needPlay.2", "needPlay.3"]);
    expect(t).toContain("play.played");
  });
});

describe("〖龙胆〗 ①② (4.2.2 ❸, 3.5.10 使用/打出)", () => {
  test("② a 【杀】 used as 【闪】 against a 【杀】 offsets it", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "赵云", hand: ["杀♣2"], agent: [{ activate: true, skill: "龙胆" }, { cards: ["杀"] }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.player(1).hand).toEqual([]);
    const uses = usesOf(s.entries());
    expect(uses.map((u) => u.card)).toEqual(["杀", "闪"]);
    expect(uses[1]).toMatchObject({ user: 1, respondsTo: "杀" });
    expect(s.timings()).toContain("use.target.offsetAfter");
  });

  test("① a 【闪】 played as 【杀】 when 需要打出【杀】 (4.2.5)", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "赵云", hand: ["闪♦2"], agent: [{ activate: true, skill: "龙胆" }, { cards: ["闪"] }] }, { general: "貂蝉" }],
    });
    const played = s.engine.needPlay(0, "杀");
    expect(played).toMatchObject({ name: "杀", suit: "diamond", rank: 2, converted: true });
    expect(s.player(0).hand).toEqual([]);
  });

  test("declining 〖龙胆〗 (可) leaves the hand 【杀】 and the 【杀】 hits", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "赵云", hand: ["杀♣2"], agent: [{ activate: false, skill: "龙胆" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

describe("〖倾国〗 (一张黑色手牌 → 【闪】)", () => {
  test("a black hand card is used as 【闪】", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "甄姬", hand: ["过河拆桥♠3"], agent: [{ activate: true, skill: "倾国" }, { cards: ["过河拆桥"] }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(usesOf(s.entries()).map((u) => u.card)).toEqual(["杀", "闪"]);
  });

  test("red hand cards and black equipment do not qualify: nothing is asked and the 【杀】 hits", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "甄姬", hand: ["桃♥3"], equipment: ["青釭剑"], agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
  });
});

describe("〖急救〗 (于回合外需要使用【桃】时❸)", () => {
  test("outside its turn: a red card used as 【桃】 saves a dying player (4.2.18)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hp: 1, agent: [] },
        { general: "华佗", hand: ["闪♦2"], agent: [{ activate: true, skill: "急救" }, { cards: ["闪"] }] },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
    const peach = usesOf(s.entries()).find((u) => u.card === "桃");
    expect(peach).toMatchObject({ user: 2, targets: [1] });
  });

  test("in its own turn 〖急救〗 is not offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "华佗", hand: ["杀♠7", "闪♦2"], agent: [{ play: { card: "杀" } }, { players: [1] }] },
        { general: "黄盖", hp: 1, agent: [] },
        { general: "貂蝉" },
        { general: "孙权" },
      ],
    });
    // No 〖急救〗 request (the script would fail); the play phase then has only "end".
    s.runPhase(0, "play");
    expect(s.player(1).alive).toBe(false);
    expect(usesOf(s.entries()).map((u) => u.card)).toEqual(["杀"]);
  });
});

describe("〖奇袭〗 (需要使用【过河拆桥】时❸)", () => {
  test("a black card used as 【过河拆桥】 at a play-phase idle point", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "甘宁",
          hand: ["杀♣2"],
          agent: [{ play: { need: "过河拆桥" } }, { activate: true, skill: "奇袭" }, { cards: ["杀"] }, { players: [1] }, { cards: ["闪"] }, { play: "end" }],
        },
        { general: "貂蝉", hand: ["闪♦2"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hand).toEqual([]);
    expect(usesOf(s.entries())[0]).toMatchObject({ user: 0, card: "过河拆桥", targets: [1] });
  });

  test("only 使用 (no 打出): 〖奇袭〗 does not answer a need to play 【过河拆桥】", () => {
    const s = createScenario({ packs: [pack], players: [{ general: "甘宁", hand: ["杀♣2"], agent: [] }, { general: "貂蝉" }] });
    expect(s.engine.needPlay(0, "过河拆桥")).toBeNull();
  });
});

describe("〖丈八蛇矛〗 (两张手牌 → 【杀】, 4.2.3 several physical cards)", () => {
  test("two red hand cards used as one 【杀】: red, without suit or rank (4.2.3 2.a/b)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", equipment: ["丈八蛇矛"], hand: ["闪♥2", "桃♥3"], agent: [{ activate: true, skill: "丈八蛇矛" }, { cards: ["闪", "桃"] }] },
        { general: "黄盖" },
      ],
    });
    const played = s.engine.needPlay(0, "杀");
    expect(played).toMatchObject({ name: "杀", color: "red", suit: null, rank: null, converted: true });
    expect(s.player(0).hand).toEqual([]);
  });

  test("two cards of different colours: no colour (4.2.3 2.a); used in the play phase it hits", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          equipment: ["丈八蛇矛"],
          hand: ["闪♥2", "过河拆桥♠3"],
          agent: [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["闪", "过河拆桥"] }, { players: [1] }, { play: "end" }],
        },
        { general: "黄盖" },
      ],
    });
    const colours: (string | null)[] = [];
    const useCard = s.engine.useCard.bind(s.engine);
    s.engine.useCard = (...args) => {
      const e = useCard(...args);
      if (e) colours.push(e.card.color);
      return e;
    };
    s.runPhase(0, "play");
    expect(colours).toEqual([null]);
    expect(s.player(1).hp).toBe(3);
  });

  test("with one hand card 〖丈八蛇矛〗 cannot be activated", () => {
    const s = createScenario({ packs: [pack], players: [{ general: "貂蝉", equipment: ["丈八蛇矛"], hand: ["闪♥2"], agent: [] }, { general: "黄盖" }] });
    expect(s.engine.needPlay(0, "杀")).toBeNull();
  });
});

describe("使用/打出无对应的实体牌的【闪】 (〖八卦阵〗, 4.2.3 无对应的实体牌)", () => {
  test("a red judgement: a 【闪】 with no physical card, no colour, suit or rank, offsets the 【杀】", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", equipment: ["八卦阵"], hand: ["闪♦2"], agent: [{ activate: true, skill: "八卦阵" }] },
      ],
      drawPile: ["桃♥3"],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    // The hand 【闪】 was not needed: the need event ended at ❶.
    expect(s.handNames(1)).toEqual(["闪"]);
    const dodge = usesOf(s.entries()).find((u) => u.card === "闪");
    expect(dodge).toMatchObject({ user: 1, cards: [] });
  });

  test("a black judgement: nothing is used at ❶ and the hand 【闪】 can still be used", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", equipment: ["八卦阵"], hand: ["闪♦2"], agent: [{ activate: true, skill: "八卦阵" }, { respond: "闪" }] },
      ],
      drawPile: ["杀♠8"],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
  });

  test("需要打出【闪】: 〖八卦阵〗 plays a 【闪】 without physical cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }] }, { general: "貂蝉" }],
      drawPile: ["桃♥3"],
    });
    const played = s.engine.needPlay(0, "闪");
    expect(played).toMatchObject({ name: "闪", color: null, suit: null, rank: null, physical: [], converted: false });
  });
});

describe("〖护驾〗 (主公技, 需要使用/打出【闪】时❶; 3.5.33 以此法)", () => {
  test("another 魏 player plays a 【闪】; the lord uses a 【闪】 whose physical card is that one (4.2.7 ◎: no discard in between)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "曹操", agent: [{ activate: true, skill: "护驾" }] },
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
        { general: "司马懿", hand: ["闪♦2"], agent: [{ respond: "闪" }] },
        { general: "黄盖" },
      ],
      current: 1,
    });
    const dodge = s.player(2).hand[0];
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(4);
    expect(s.player(2).hand).toEqual([]);
    const entries = s.entries();
    const play = entries.findIndex((e) => e.t === "play");
    const use = entries.findIndex((e) => e.t === "use" && (e as UseEntry).card === "闪");
    expect(entries[play]).toMatchObject({ player: 2, card: "闪", cards: [dodge] });
    expect(entries[use]).toMatchObject({ user: 0, cards: [dodge], respondsTo: "杀" });
    // The 【闪】 stays in the processing area from the play to the use; only then is it discarded.
    const moves = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.t === "move" && (e as MoveEntry).cards.includes(dodge));
    expect(moves.map(({ e }) => (e as MoveEntry).to[0])).toEqual(["processing", "discardPile"]);
    expect(moves[1].i).toBeGreaterThan(use);
    expect(s.engine.state.zone(dodge).kind).toBe("discardPile");
    const t = s.timings();
    expect(t.indexOf("needPlay.1")).toBeGreaterThan(t.indexOf("needUse.1"));
  });

  test("no 魏 player plays: the lord may still use its own 【闪】 (the need event goes on to ❷❸)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "曹操", hand: ["闪♦3"], agent: [{ activate: true, skill: "护驾" }, { respond: "闪" }] },
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
        { general: "司马懿", hand: ["闪♦2"], agent: [{ respond: null }] },
        { general: "孙权" },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(4);
    expect(s.player(0).hand).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
  });

  test("not offered without another 魏 player alive", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "曹操", agent: [{ activate: false, skill: "奸雄" }] },
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
        { general: "孙权" },
        { general: "黄盖" },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(3);
  });
});

describe("〖激将〗 (主公技, 需要使用/打出【杀】时❶; 4.1.1.6/4.2.2 ruling on idle points)", () => {
  test("at a play-phase idle point: a 蜀 player plays 【杀】 and the lord uses it; after a refusal it may be activated again", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "刘备",
          // 4.2.2 ◆: the target is chosen as 〖激将〗 is activated, before anyone is asked.
          agent: [
            { play: { need: "杀" } },
            { activate: true, skill: "激将" },
            { players: [3] },
            { play: { need: "杀" } },
            { activate: true, skill: "激将" },
            { players: [3] },
          ],
        },
        { general: "张飞", hand: ["杀♣2"], agent: [{ respond: null }, { respond: "杀" }] },
        { general: "貂蝉" },
        { general: "黄盖" },
      ],
    });
    const slash = s.player(1).hand[0];
    s.runPhase(0, "play");
    expect(s.player(3).hp).toBe(3);
    expect(s.player(1).hand).toEqual([]);
    expect(usesOf(s.entries())).toEqual([expect.objectContaining({ user: 0, card: "杀", cards: [slash], targets: [3] })]);
    // The 【杀】 counts toward 刘备's limit (4.2.2 ◆): nothing else is offered, the phase ends.
    expect(s.engine.playPhase.cardUses.get("杀")).toBe(1);
    expect(s.engine.state.zone(slash).kind).toBe("discardPile");
    const decisions = s.entries().filter((e) => e.t === "decision").map((e) => (e as { request: string }).request);
    expect(decisions).toEqual(["playAction", "activate", "choosePlayers", "respond", "playAction", "activate", "choosePlayers", "respond"]);
  });

  test("need to play 【杀】 (4.2.5): a 蜀 player's 【杀】 is played as the lord's", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "刘备", agent: [{ activate: true, skill: "激将" }] },
        { general: "张飞", hand: ["杀♣2"], agent: [{ respond: "杀" }] },
        { general: "貂蝉" },
        { general: "黄盖" },
      ],
    });
    const slash = s.player(1).hand[0];
    const played = s.engine.needPlay(0, "杀");
    expect(played).toMatchObject({ name: "杀", suit: "club", rank: 2, converted: false });
    expect(s.engine.state.zone(slash).kind).toBe("discardPile");
    const plays = s.entries().filter((e): e is PlayEntry => e.t === "play");
    expect(plays.map((p) => p.player)).toEqual([1, 0]);
  });
});

/** The slice plus the body lines of more cards, restored from the corpus at their own line numbers. */
function withCardBodies(text: string, cards: readonly string[]): string {
  const corpus = readFileSync(CORPUS, "utf8").split("\n");
  const out = text.split("\n");
  let card: string | null = null;
  corpus.forEach((line, i) => {
    const header = /^牌 【(.+?)】/u.exec(line);
    if (header) card = header[1];
    else if (line.trim() === "" || line.startsWith("牌堆")) card = null;
    else if (card && cards.includes(card) && !line.startsWith("〖")) out[i] = line;
  });
  return out.join("\n");
}

describe("〖国色〗 (需要使用【乐不思蜀】时❸)", () => {
  test("a ♦ card used as 【乐不思蜀】 at a play-phase idle point goes to the target's judge area", async () => {
    const guose = await loadPackFromSource(withCardBodies(sliceOfCorpus(["国色"]), ["乐不思蜀"]), "standard.sgs");
    const s = createScenario({
      packs: [guose],
      players: [
        { general: "大乔", hand: ["闪♦2", "杀♠7"], agent: [{ play: { need: "乐不思蜀" } }, { activate: true, skill: "国色" }, { play: "end" }] },
        { general: "黄盖" },
      ],
    });
    const dodge = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(usesOf(s.entries())[0]).toMatchObject({ user: 0, card: "乐不思蜀", cards: [dodge], targets: [1] });
    expect(s.player(1).judgeArea).toEqual([dodge]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("without a ♦ card 〖国色〗 is not offered", async () => {
    const guose = await loadPackFromSource(withCardBodies(sliceOfCorpus(["国色"]), ["乐不思蜀"]), "standard.sgs");
    const s = createScenario({ packs: [guose], players: [{ general: "大乔", hand: ["桃♥3"] }, { general: "黄盖" }] });
    expect(s.engine.needUse(0, "乐不思蜀", guose.cards.find((c) => c.name === "乐不思蜀")!.uses[0])).toBeNull();
  });
});

describe("〖鬼才〗 (判定结果确定前; 4.2.6 打出以特定的实体牌…的牌, 4.2.11)", () => {
  test("a hand card is played as itself and becomes the judgement card; the original goes to the discard pile", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "司马懿", hand: ["桃♥3"], agent: [{ activate: true, skill: "鬼才" }] },
        { general: "黄盖" },
      ],
      drawPile: ["杀♠7"],
    });
    const peach = s.player(0).hand[0];
    const top = s.engine.state.drawPile[0];
    let result: { name: string; suit: string } | undefined;
    s.mark();
    s.act(1, (ctx) => {
      result = ctx.judge(1).card;
    });
    expect(result).toMatchObject({ name: "桃", suit: "heart" });
    expect(s.player(0).hand).toEqual([]);
    expect(s.engine.state.zone(top).kind).toBe("discardPile");
    expect(s.engine.state.zone(peach).kind).toBe("discardPile");
    const play = s.entries().find((e): e is PlayEntry => e.t === "play");
    expect(play).toMatchObject({ player: 0, card: "桃", cards: [peach] });
    const t = s.timings();
    expect(t.indexOf("play.played")).toBeGreaterThan(t.indexOf("judge.beforeResult"));
    expect(t.indexOf("judge.resulting")).toBeGreaterThan(t.indexOf("play.end"));
  });

  test("changes 〖八卦阵〗's judgement: a black card played over a red one, so no 【闪】 (4.2.11 判定结果确定前)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "司马懿", hand: ["杀♠7", "杀♠8"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "鬼才" }] },
        { general: "黄盖", equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }] },
      ],
      drawPile: ["桃♥3"],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).hand).toEqual([]);
    expect(usesOf(s.entries()).map((u) => u.card)).toEqual(["杀"]);
  });

  test("on its owner's own 〖八卦阵〗 judgement inside a need for 【闪】: the card is played as itself, not as 【闪】", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "司马懿", equipment: ["八卦阵"], hand: ["桃♥3"], agent: [{ activate: true, skill: "八卦阵" }, { activate: true, skill: "鬼才" }] },
      ],
      drawPile: ["杀♠8"],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    const play = s.entries().find((e): e is PlayEntry => e.t === "play");
    expect(play).toMatchObject({ player: 1, card: "桃" });
    expect(usesOf(s.entries()).find((u) => u.card === "闪")).toMatchObject({ user: 1, cards: [] });
  });

  test("with no hand card 〖鬼才〗 is not offered", () => {
    const s = createScenario({ packs: [pack], players: [{ general: "司马懿", agent: [] }, { general: "黄盖" }], drawPile: ["杀♠7"] });
    let result: { name: string } | undefined;
    s.act(1, (ctx) => {
      result = ctx.judge(1).card;
    });
    expect(result).toMatchObject({ name: "杀" });
  });
});
