// Rulings of 4.2.9 ◆6 (拼点: the cards go face down into the processing area at once, then are
// revealed at once) and ◆7 (交换手牌: both lose their hands into the processing area at once,
// then each takes the other's), with skills at 移至目标区域后❷ in between.
import { describe, expect, it } from "vitest";
import { createScenario, type MoveEvent, type Pack, type Scenario, type SkillContext, type SkillDef } from "../../runtime/index.ts";
import { general, RecordingAgent, rulingsPack } from "./helpers.ts";

const at = { file: "tests/rulings/4.2.9-pindian-exchange.test.ts", line: 1, column: 1 };

let s: Scenario | null = null;
const log: string[] = [];

const lostHand = (ctx: SkillContext) => (ctx.eventOf("move") as MoveEvent).moves.some((m) => m.from.kind === "hand" && m.from.owner === ctx.you);

/** 〖伤逝〗: "当你的手牌数小于X时，你可将手牌补至X张（X为你已损失的体力值）" — at 失去手牌后❷ only. */
const shangshi: SkillDef = {
  name: "伤逝",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "move.after.2",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => {
        const p = ctx.game.player(ctx.you);
        return lostHand(ctx) && p.hand.length < p.maxHp - p.hp;
      },
      effect: (ctx: SkillContext) => {
        log.push(`伤逝:${s!.engine.state.processing.map((c) => (s!.engine.state.isFaceDown(c) ? "down" : "up")).join(",")}`);
        const p = ctx.game.player(ctx.you);
        ctx.draw(ctx.you, p.maxHp - p.hp - p.hand.length);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖连营〗: "当你失去最后的手牌后，你可摸一张牌". */
const lianying: SkillDef = {
  name: "连营",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "move.after.2",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => lostHand(ctx) && ctx.game.player(ctx.you).hand.length === 0,
      effect: (ctx: SkillContext) => {
        log.push("连营");
        ctx.draw(ctx.you, 1);
      },
      source: at,
    },
  ],
  source: at,
};

function pack(): Pack {
  return {
    ...rulingsPack,
    generals: [...rulingsPack.generals.filter((g) => g.name !== "陆逊"), general("张春华", ["伤逝"], 3), general("陆逊", ["连营"], 3), general("高顺", []), general("鲁肃", [], 3), general("白板", [])],
    skills: [...rulingsPack.skills, shangshi, lianying],
  };
}

describe("4.2.9 移动 — 拼点 and 交换", () => {
  it("4.2.9 ◎例如 高順對張春華發動〖陷陣〗進行拼點結算，雙方同時將一張手牌扣置入處理區，張春華在其", () => {
    log.length = 0;
    const zhang = new RecordingAgent([{ activate: true, skill: "伤逝" }], "张春华");
    s = createScenario({
      packs: [pack()],
      players: [{ general: "高顺", hand: ["杀♠9"] }, { general: "张春华", hp: 2, hand: ["闪♦3"], agent: zhang }, { general: "白板" }, { general: "白板" }],
      drawPile: ["桃"],
    });
    // 〖陷阵〗's pindian (its effects after the result are not part of the ruling).
    s.run((e) => void e.pindian(0, 1));
    // 张春华 activated 〖伤逝〗 at 移至目标区域后❷ while both pindian cards were still face down …
    expect(log).toEqual(["伤逝:down,down"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    // … then both were revealed at once, and the pindian went on.
    const reveal = s.entries().find((x) => x.t === "reveal");
    expect(reveal && reveal.t === "reveal" ? reveal.cards.length : 0).toBe(2);
    expect(s.entries().some((x) => x.t === "pindian")).toBe(true);
    expect(zhang.remaining).toEqual([]);
  });

  it("4.2.9 ◎例如 魯肅對張春華和陸遜發動〖締盟①〗，張春華和陸遜先同時失去自己的手牌，在這些牌移至", () => {
    log.length = 0;
    const zhang = new RecordingAgent([{ activate: true, skill: "伤逝" }], "张春华");
    const lu = new RecordingAgent([{ activate: true, skill: "连营" }], "陆逊");
    s = createScenario({
      packs: [pack()],
      players: [{ general: "鲁肃" }, { general: "张春华", hp: 2, hand: ["闪"], agent: zhang }, { general: "陆逊", hand: ["杀", "桃"], agent: lu }, { general: "白板" }],
      drawPile: ["无中生有", "决斗"],
      current: 0,
    });
    // 〖缔盟①〗's exchange of the two hands.
    const [shan] = s.player(1).hand;
    const luHand = [...s.player(2).hand];
    s.run((e) => e.exchangeHands(1, 2));
    // from 鲁肃 counter-clockwise: 张春华's 〖伤逝〗, then 陆逊's 〖连营〗, at the same 移至目标区域后❷
    expect(log).toEqual(["伤逝:down,down,down", "连营"]);
    // then each took the other's former hand cards from the processing area
    expect([...s.player(1).hand].sort()).toEqual([s.engine.state.cards.find((c) => c.name === "无中生有")!.id, ...luHand].sort());
    expect(s.handNames(2).sort()).toEqual(["决斗", "闪"].sort());
    expect(s.engine.state.zone(shan)).toEqual({ kind: "hand", owner: 2 });
    expect(s.engine.state.processing).toEqual([]);
  });
});
