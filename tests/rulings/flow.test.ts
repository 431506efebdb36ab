// Rulings on naming (3.5.7), 使用者改为 (3.5.21), 各 over a set fixed in advance
// (3.5.36) and the legality of a converted card (000 4.2.3), on the compiled packs and
// tests/rulings/packs/rulings.sgs (邓艾, 张角, 贾诩).
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);

describe("3.5.7 〖〗与【】", () => {
  it("3.5.7 ◎例如 〖八卦阵〗是指防具技能，而【八卦阵】是指防具牌。", () => {
    const card = packs.flatMap((p) => p.cards).find((c) => c.name === "八卦阵");
    expect(card).toMatchObject({ category: "equipment", subtype: "armor", skills: ["八卦阵"] });
    const s = board(packs, {
      drawPile: ["桃♥3"],
      players: [
        { general: "白板", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "白板", equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }] },
      ],
    });
    s.runPhase(0, "play");
    // the armor card in the equipment area gives its owner the armor skill of the same name
    expect(s.engine.state.players[1].equipment.armor).toBe(s.engine.state.cards.find((c) => c.name === "八卦阵")!.id);
    expect(skills(s.entries())).toEqual(["八卦阵"]);
    expect(s.player(1).hp).toBe(4);
  });
});

describe("000 4.2.3 转化牌的合法目标", () => {
  it("4.2.3 ◎例如 賈詡受到〖帷幕〗的影響不是鄧艾使用對應的實體牌為一張黑色「田」的【順手牽羊】的合", () => {
    const deng = new RecordingAgent([{ play: { need: "顺手牵羊" } }, { activate: true, skill: "急袭" }, { cards: ["杀"] }, { players: [2] }, { cards: ["闪"] }, { play: "end" }], "邓艾");
    const s = board(packs, {
      agents: "strict",
      players: [
        { general: "邓艾", piles: [{ name: "田", cards: ["杀♠7"] }], agent: deng },
        { general: "贾诩", hand: ["桃"] },
        { general: "白板", hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    // a black 【顺手牵羊】 on the “田”: 贾诩 is not its legal target
    expect(deng.asked.find((r): r is PlayersRequest => r.kind === "choosePlayers")?.candidates).toEqual([2]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
});

describe("3.5.36 各", () => {
  it("3.5.36 ◎例如 邓艾和装备【寒冰剑】的张角（从当前回合角色韩当开始按逆时针方向排序）的攻击范围内", () => {
    const s = board(packs, {
      drawPile: ["桃♥3", "无中生有"],
      players: [
        { general: "韩当", agent: [{ play: { skill: "解烦" } }, { players: [3] }, { play: "end" }] },
        { general: "邓艾", equipment: ["丈八蛇矛"], agent: [{ option: 0 }, { activate: true, skill: "屯田" }] },
        { general: "张角", equipment: ["寒冰剑♠2"], agent: [{ activate: true, skill: "鬼道" }] },
        { general: "白板", equipment: ["的卢"] },
      ],
    });
    expect([s.engine.view.inAttackRange(1, 3), s.engine.view.inAttackRange(2, 3), s.engine.view.inAttackRange(0, 3)]).toEqual([true, true, false]);
    s.runPhase(0, "play");
    // 邓艾 discarded his weapon; 屯田's judgement card became 张角's 【寒冰剑】 (〖鬼道〗), now a “田”
    expect(skills(s.entries())).toEqual(["解烦", "鬼道", "屯田"]);
    expect(s.engine.state.pile(1, "田").map((c) => s.card(c).name)).toEqual(["寒冰剑"]);
    // A is no longer in 张角's range, but 张角 still chooses: no weapon to discard, so A draws
    expect(s.engine.view.inAttackRange(2, 3)).toBe(false);
    expect(s.handNames(3)).toEqual(["无中生有"]);
  });
});

describe("3.5.21 使用者改为", () => {
  it("3.5.21 ◎例如 孙鲁班在其使用的【杀】指定目标时，对钟繇发动〖谮毁〗，钟繇选择将一张牌交给孙鲁班", () => {
    const s = board(packs, {
      players: [
        {
          general: "孙鲁班",
          hand: ["杀", "借刀杀人"],
          agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "谮毁" }, { play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }],
        },
        { general: "钟繇", hand: ["桃", "过河拆桥♠3"], equipment: ["青釭剑"], agent: [{ option: 0 }, { cards: ["桃"] }, { activate: true, skill: "活墨" }, { cards: ["过河拆桥"] }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // the 【杀】's user became 钟繇; he has not used a 【杀】 himself this turn, so 〖活墨〗 gives him one for 【借刀杀人】
    const uses = s.entries().flatMap((e) => (e.t === "use" ? [[e.user, e.card, e.targets]] : []));
    expect(uses).toEqual([
      [0, "杀", [2]],
      [0, "借刀杀人", [1]],
      [1, "杀", [2]],
    ]);
    expect(s.entries().filter((e) => e.t === "targets" && e.change === "user")).toHaveLength(1);
    expect(skills(s.entries())).toContain("活墨");
    expect(s.player(2).hp).toBe(2);
    expect(s.engine.state.players[1].equipment.weapon).toBeDefined();
  });
});
