// Rulings of 3.3 (zones): 3.3.6 手牌区 — one's own hand is chosen from openly; another's hand is
// shuffled and chosen from blind. 3.3.22 维系区域 — cards that left the processing area are no
// longer the used card's cards.
import { beforeAll, describe, expect, it } from "vitest";
import { RecordingAgent, discardNames, general, rulingsPack } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

// 3.3.6 on the compiled packs (the standard 孙权's 〖制衡〗, 【过河拆桥】).
let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});
const scenario = (options: Omit<Parameters<typeof board>[1], never>) => board(packs, options);
import { createScenario, type CardsRequest, type Pack, type SkillContext, type SkillDef } from "../../runtime/index.ts";

const cardRequests = (a: RecordingAgent) => a.asked.filter((r): r is CardsRequest => r.kind === "chooseCards");

describe("3.3.6 手牌区", () => {
  it("3.3.6 ◎例如 若A执行弃置自己手牌的操作，则A从所有手牌中选择并弃置任意相应数量的牌； 若A执", () => {
    // A discards its own hand cards (〖制衡〗): it sees them all.
    const own = new RecordingAgent([{ play: { skill: "制衡" } }, { cards: ["杀", "桃"] }, { play: "end" }]);
    const s1 = scenario({
      players: [{ general: "孙权", hand: ["杀", "闪", "桃"], agent: own }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
      drawPile: ["闪", "闪"],
    });
    s1.runPhase(0, "play");
    const [ownRequest] = cardRequests(own);
    expect(ownRequest.candidates).toHaveLength(3);
    expect(ownRequest.hidden).toEqual([]);
    expect(discardNames(s1)).toEqual(["杀", "桃"]);

    // A discards B's hand cards (【过河拆桥】): B's hand is shuffled, A picks blind.
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = new RecordingAgent([{ play: { card: "过河拆桥" } }, { cards: ["闪"] }, { play: "end" }]);
      const s = scenario({
        seed,
        players: [{ general: "白板", hand: ["过河拆桥", "杀"], agent: a }, { general: "白板", hand: ["杀", "闪", "桃"] }, { general: "白板" }, { general: "白板" }],
      });
      const bHand = [...s.player(1).hand];
      s.runPhase(0, "play");
      const [request] = cardRequests(a);
      expect([...request.candidates].sort()).toEqual([...bHand].sort());
      expect([...request.hidden].sort()).toEqual([...bHand].sort());
      expect(s.handNames(1).sort()).toEqual(["杀", "桃"].sort());
      orders.add(request.candidates.join(","));
    }
    // The order offered is shuffled (not always B's hand order).
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("3.3.22 维系区域", () => {
  // 【南蛮入侵】 is not in the slice: a 【杀】 stands in for it. 〖巨象〗's gaining part is test-only:
  // "当其他角色使用的【杀】使用结算结束后❸，你获得此【杀】对应的所有实体牌".
  const at = { file: "tests/rulings/3.3.test.ts", line: 1, column: 1 };
  const juxiang: SkillDef = {
    name: "巨象",
    tags: ["locked"],
    parts: [
      {
        kind: "trigger",
        timing: "use.end.3",
        subject: "any",
        optional: false,
        condition: (ctx: SkillContext) => {
          const use = ctx.eventOf("use");
          return use.card.name === "杀" && use.user !== ctx.you && ctx.physicalCardsOf(use.card).length > 0;
        },
        effect: (ctx: SkillContext) => ctx.gain(ctx.you, ctx.physicalCardsOf(ctx.eventOf("use").card)),
        source: at,
      },
    ],
    source: at,
  };
  const pack: Pack = { ...rulingsPack, generals: [...rulingsPack.generals, general("祝融", ["巨象"])], skills: [...rulingsPack.skills, juxiang] };
  const setup = (jianxiong: boolean) =>
    createScenario({
      packs: [pack],
      players: [
        { general: "张飞", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "曹操", agent: [{ activate: jianxiong, skill: "奸雄" }] },
        { general: "祝融" },
        { general: "貂蝉" },
      ],
    });

  it("3.3.22 ◎例如 一张【南蛮入侵】的使用流程中，曹操受到渠道为此【南蛮入侵】的伤害发动〖奸雄〗获得", () => {
    const s = setup(true);
    const card = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(s.player(1).hand).toEqual([card]);
    // At 使用结算结束后❸ the 【杀】 maps to no card any more: 〖巨象〗 gains nothing.
    expect(s.player(2).hand).toEqual([]);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e.t === "skill" ? e.skill : ""))).toEqual(["奸雄"]);

    // Contrast: without 〖奸雄〗 the card is still in the processing area and 〖巨象〗 gains it.
    const t = setup(false);
    const card2 = t.player(0).hand[0];
    t.runPhase(0, "play");
    expect(t.player(2).hand).toEqual([card2]);
    expect(t.engine.state.discardPile).toEqual([]);
  });
});
