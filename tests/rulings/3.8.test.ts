// Rulings of 3.8 (card operations): 3.8.8 弃置 — "弃置X张牌" with fewer cards discards all it can,
// at once; 3.8.18 亮出 — a judge reveals the top card of the draw pile by
// putting it into the processing area; 3.8.20 获得 — moving cards into one's hand, which is 得到
// them, whether one takes them (获得, even from one's own equipment area) or is given them (交给).
import { beforeAll, describe, expect, it } from "vitest";
import { RecordingAgent, gainTrigger, general, rulingsPack, scenario } from "./helpers.ts";
import { createScenario, type Pack, type SkillContext, type SkillDef } from "../../runtime/index.ts";
import { board, probes, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("3.8.18 亮出", () => {
  it("3.8.18 ◎例如 角色因判定而亮出牌推项的一张牌，即将牌堆项的一张牌置入处理区。", () => {
    const s = scenario({ players: [{ general: "张飞" }, { general: "马超" }, { general: "貂蝉" }, { general: "刘备" }], drawPile: ["桃♥3", "杀"] });
    const top = s.engine.state.drawPile[0];
    let judged = -1;
    s.act(0, (ctx) => {
      judged = ctx.judge(0).card.id;
    });
    expect(judged).toBe(top);
    expect(s.card(top).name).toBe("桃");
    const moves = s.entries().filter((e) => e.t === "move");
    // Revealed: draw pile → processing area; settled: processing area → discard pile.
    expect(moves).toEqual([
      { t: "move", reason: "judge", cards: [top], from: ["drawPile"], to: ["processing"] },
      { t: "move", reason: "settle", cards: [top], from: ["processing"], to: ["discardPile"] },
    ]);
    // The reveal is a move event that ends before 判定时.
    const t = s.timings();
    expect(t.indexOf("move.end")).toBeLessThan(t.indexOf("judge.start"));
    expect(t.filter((x) => x.startsWith("judge."))).toEqual([
      "judge.start",
      "judge.becameJudgeCard",
      "judge.beforeResult",
      "judge.resulting",
      "judge.after.1",
      "judge.after.2",
      "judge.end",
    ]);
    expect(s.engine.state.discardPile).toEqual([top]);
  });
});

describe("3.8.20 获得", () => {
  // On the compiled packs; the test-only "当你得到牌后，你可摸一张牌" (〖清俭①〗, helpers.ts) shows that
  // the move is a 得到.
  it("3.8.20 ◎例如 司马懿对自己发动〖反馈〗将装备区里的【白银狮子】移至其手牌区，即其因获得而得到此", () => {
    const agent = new RecordingAgent([{ activate: true, skill: "反馈" }, { activate: true, skill: "清俭" }, { activate: false, skill: "清俭" }]);
    const s = board([...packs, probes([gainTrigger])], {
      players: [{ general: "白板" }, { general: "司马懿", equipment: ["白银狮子"], skills: ["反馈", "清俭"], agent }, { general: "白板" }, { general: "白板" }],
      drawPile: ["闪"],
    });
    const armor = s.player(1).equipment.armor!;
    // Damage with itself as the source (来源 is 司马懿).
    s.act(1, (ctx) => ctx.damage(1, 1));
    expect(s.player(1).equipment.armor).toBeUndefined();
    expect(s.handNames(1)).toEqual(["白银狮子", "闪"]);
    const gain = s.entries().find((e) => e.t === "move" && e.reason === "gain");
    expect(gain).toEqual({ t: "move", reason: "gain", cards: [armor], from: ["equip1.armor"], to: ["hand1"] });
    expect(agent.remaining).toEqual([]);
  });

  it("3.8.20 ◎例如 刘备发动〖仁德〗交给法正两张手牌，法正在因交给而得到这些牌后❷能发动〖恩怨①〗。", () => {
    const fazheng = new RecordingAgent([{ activate: true, skill: "恩怨" }]);
    const s = board(packs, {
      players: [
        { general: "刘备", hand: ["杀", "闪", "桃"], agent: [{ play: { skill: "仁德" } }, { cards: ["杀", "闪"] }, { players: [1] }, { play: "end" }] },
        { general: "法正", agent: fazheng },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["无中生有"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["杀", "闪"]);
    expect(s.handNames(0)).toEqual(["桃", "无中生有"]);
    const give = s.entries().find((e) => e.t === "move" && e.reason === "give");
    expect(give && give.t === "move" ? give.to : []).toEqual(["hand1", "hand1"]);
    expect(fazheng.asked).toEqual([{ kind: "activate", player: 1, skill: "恩怨", timing: "move.after.2" }]);
  });
});

describe("3.8.21 失去 / 3.8.27 得到: using an armor over another", () => {
  // On the compiled packs: 一将成名's 虞翻 (〖直言〗), 【藤甲】 (军争) and the test pack's 邓艾 (〖屯田①〗:
  // out of his turn, on each 失去 he may judge; not a heart → the judgement card becomes a “田”).
  // For 3.8.27 the test-only "当你得到牌后，你可摸一张牌" (〖清俭①〗, helpers.ts) marks each 得到.
  function zhiyan(withGain: boolean) {
    const steps = [
      ...(withGain ? [{ activate: false, skill: "清俭" }] : []),
      { activate: true, skill: "屯田" },
      { activate: true, skill: "屯田" },
    ];
    const dengai = new RecordingAgent(steps);
    const s = board([...packs, probes([gainTrigger])], {
      players: [
        { general: "虞翻", agent: [{ activate: true, skill: "直言" }, { players: [1] }] },
        { general: "邓艾", equipment: ["八卦阵"], agent: dengai, ...(withGain ? { skills: ["屯田", "清俭"] } : {}) },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["藤甲", "杀♠7", "闪♦2"],
    });
    const bagua = s.player(1).equipment.armor!;
    s.runPhase(0, "finish");
    return { s, dengai, bagua };
  }

  it("3.8.21 ◎例如 虞翻对装备【八卦阵】的邓艾发动〖直言〗，邓艾摸一张牌，经展示为【藤甲】，然后邓艾", () => {
    const { s, dengai, bagua } = zhiyan(false);
    expect(s.card(s.player(1).equipment.armor!).name).toBe("藤甲");
    expect(s.engine.state.zone(bagua)).toEqual({ kind: "discardPile" });
    // Two 失去 points: the armor into the processing area (a hand card lost), then one move that
    // puts it into the equipment area while 【八卦阵】 goes to the discard pile (an equipment card lost).
    const moves = s.entries().filter((e) => e.t === "move" && (e.reason === "use" || e.reason === "equip"));
    expect(moves.map((e) => (e.t === "move" ? [e.reason, e.from.join("+"), e.to.join("+")] : []))).toEqual([
      ["use", "hand1", "processing"],
      ["equip", "equip1.armor+processing", "discardPile+equip1.armor"],
    ]);
    expect(dengai.asked.map((r) => r.kind)).toEqual(["activate", "activate"]);
    // both judgements (♠7, ♦2) are not hearts: two “田”
    expect(s.engine.state.pile(1, "田").map((c) => s.card(c).name)).toEqual(["杀", "闪"]);
  });

  it("3.8.27 ◎例如 虞翻对装备【八卦阵】的邓艾发动〖直言〗，邓艾摸一张牌，经展示为【藤甲】，然后邓艾", () => {
    const { s, dengai } = zhiyan(true);
    // 得到 once (the drawn armor), then 失去 twice, in this order.
    expect(dengai.asked.map((r) => (r.kind === "activate" ? r.skill : r.kind))).toEqual(["清俭", "屯田", "屯田"]);
    expect(dengai.remaining).toEqual([]);
    expect(s.card(s.player(1).equipment.armor!).name).toBe("藤甲");
  });
});

describe("3.8.8 弃置", () => {
  // 〖英魂〗 is test-only here: "你令一名其他角色摸一张牌，然后其弃置X张牌" (X = 3, the hp 孙坚 lost). The
  // rulebook's 〖英魂〗 compiles in the notation, but an effect inside a chosen option is lowered as done
  // in full, so its 其弃置X张牌 would not discard what it can (reported); 陆逊's 〖连营〗 is the compiled one.
  const at = { file: "tests/rulings/3.8.test.ts", line: 1, column: 1 };
  const yinghun: SkillDef = {
    name: "英魂",
    tags: [],
    parts: [
      {
        kind: "active",
        phase: "play",
        effect: (ctx: SkillContext) => {
          const [who] = ctx.choosePlayers({ chooser: ctx.you, min: 1, max: 1, filter: (p) => p !== ctx.you, reason: "英魂" });
          ctx.draw(who, 1);
          ctx.discard(who, ctx.chooseCards({ chooser: who, owner: who, regions: ["hand", "equip"], min: 3, max: 3, reason: "英魂" }));
        },
        source: at,
      },
    ],
    source: at,
  };

  it("3.8.8 ◎例如 已损失的体力值为3的孙坚发动〖英魂〗令只有一张手牌且装备区里没有牌的陆逊摸一张牌", () => {
    const luxun = new RecordingAgent([{ activate: true, skill: "连营" }]);
    const s = board([...packs, probes([yinghun], [general("孙坚", ["英魂"])])], {
      players: [
        { general: "孙坚", hp: 1, agent: [{ play: { skill: "英魂" } }, { players: [1] }, { play: "end" }] },
        { general: "陆逊", hand: ["杀"], agent: luxun },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "play");
    // Both hand cards discarded in one move (not asked: all it can), then 〖连营〗 once; the card it
    // draws is not discarded.
    const discards = s.entries().filter((e) => e.t === "move" && e.reason === "discard");
    expect(discards).toHaveLength(1);
    expect(discards[0].t === "move" && discards[0].cards.map((c) => s.card(c).name)).toEqual(["杀", "闪"]);
    expect(luxun.asked.map((r) => r.kind)).toEqual(["activate"]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});
