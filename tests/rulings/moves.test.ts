// Rulings of 4.2.9 (移动) and 4.2.2 on the move flow — 移至目标区域后❷ skills in seat order, cards
// that moved on are no longer "此牌" (3.3.22), face-up moves onto the draw pile — on the compiled
// packs (〖落英〗〖旋风〗〖活墨〗〖连营〗〖攻心〗, tests/rulings/packs/rulings.sgs: 〖趫猛〗〖涅槃〗).
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);
const cardNamed = (s: ReturnType<typeof board>, name: string) => s.engine.state.cards.find((c) => c.name === name)!.id;

describe("4.2.9 移动", () => {
  it("4.2.9 ◎例如 體力為2且裝備【白銀獅子】的陸遜使用【八卦陣】，先將此【八卦陣】對應的實體牌置入", () => {
    const s = board(packs, {
      drawPile: ["无中生有"],
      players: [
        { general: "陆逊", hp: 2, hand: ["八卦阵"], equipment: ["白银狮子"], agent: [{ play: { card: "八卦阵" } }, { activate: true, skill: "连营" }, { play: "end" }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // 连营 after the 【八卦阵】 entered the processing area, then 〖白银狮子②〗 as the lion left for the discard pile
    expect(skills(s.entries())).toEqual(["连营", "白银狮子", "白银狮子"]);
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([expect.objectContaining({ player: 0, amount: 1 })]);
    expect(s.handNames(0)).toEqual(["无中生有"]);
    expect(s.player(0).hp).toBe(3);
    expect(s.engine.state.players[0].equipment.armor).toBe(cardNamed(s, "八卦阵"));
    expect(s.engine.state.zone(cardNamed(s, "白银狮子"))).toEqual({ kind: "discardPile" });
  });

  it("4.2.9 ◎例如 呂蒙（神）對手牌數為1的陸遜發動〖攻心〗將陸遜的紅桃手牌置於牌堆項即陸遜失去此牌", () => {
    const s = board(packs, {
      drawPile: ["无中生有"],
      players: [
        // 吕蒙（神）'s 〖攻心〗 is the one 界吕蒙 gains by 〖勤学〗 (jiexian.sgs), word for word
        { general: "界吕蒙", skills: ["攻心"], agent: [{ play: { skill: "攻心" } }, { activate: true, skill: "攻心" }, { option: 1 }, { play: "end" }] },
        { general: "陆逊", hand: ["桃♥3"], agent: [{ activate: true, skill: "连营" }] },
      ],
    });
    const peach = s.player(1).hand[0];
    s.runPhase(0, "play");
    // the 【桃】 went onto the draw pile; 〖连营〗's draw is that very card
    expect(skills(s.entries())).toEqual(["攻心", "连营"]);
    expect(s.player(1).hand).toEqual([peach]);
  });

  it("4.2.9 ◎例如 公孫瓚於曹植的回合對馬岱發動〖趫猛〗，棄置馬岱裝備區裏的一張梅花坐騎牌，曹植在此", () => {
    const s = board(packs, {
      players: [
        { general: "曹植", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { activate: true, skill: "落英" }, { play: "end" }] },
        { general: "公孙瓒", hand: ["杀♠7"], equipment: ["麒麟弓"], agent: [{ respond: "杀" }, { activate: false, skill: "麒麟弓" }, { activate: true, skill: "趫猛" }] },
        { general: "马岱", equipment: ["的卢♣5"] },
      ],
    });
    s.runPhase(0, "play");
    // 曹植 gained the 【的卢】 at 移至弃牌堆后❷ (within 〖趫猛〗's discard); it is no longer in the discard
    // pile, so 〖趫猛〗 cannot gain it
    expect(skills(s.entries())).toEqual(["落英", "趫猛"]);
    expect(s.handNames(0)).toEqual(["的卢"]);
    expect(s.handNames(1)).toEqual([]);
  });

  it("4.2.9 ◎例如 公孫瓚於曹植的回合對凌統發動〖趫猛〗，棄置凌統裝備區裏的一張梅花坐騎牌，曹植在此", () => {
    const s = board(packs, {
      players: [
        { general: "曹植", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { activate: true, skill: "落英" }, { play: "end" }] },
        { general: "公孙瓒", hand: ["杀♠7"], equipment: ["麒麟弓"], agent: [{ respond: "杀" }, { activate: false, skill: "麒麟弓" }, { activate: true, skill: "趫猛" }] },
        { general: "凌统", equipment: ["的卢♣5"], agent: [{ activate: true, skill: "旋风" }, { cards: ["的卢"] }, { activate: false, skill: "旋风" }] },
      ],
    });
    s.runPhase(0, "play");
    // 曹植 gained it, 凌统's 〖旋风②〗 discarded it from 曹植's hand: it went to the discard pile again, but
    // as another move — 〖趫猛〗 cannot gain it
    expect(skills(s.entries()).slice(0, 3)).toEqual(["落英", "旋风", "趫猛"]);
    expect(s.engine.state.zone(cardNamed(s, "的卢"))).toEqual({ kind: "discardPile" });
    expect(s.handNames(1)).toEqual([]);
  });

  it("4.2.9 ◎例如 龐統在判定階段依次進行【閃電】、【樂不思蜀】和【兵糧寸斷】的使用流程，首先進行【", () => {
    const s = board(packs, {
      drawPile: ["寒冰剑♠2", "无中生有", "无中生有", "无中生有"],
      players: [{ general: "庞统", hp: 1, judge: ["兵粮寸断", "乐不思蜀", "闪电"], agent: [{ activate: true, skill: "涅槃" }] }, { general: "白板" }],
    });
    s.runPhase(0, "judge");
    // 【闪电】 hit (♠2): 〖涅槃〗 in the dying settlement discarded the 【乐不思蜀】 and 【兵粮寸断】; the
    // judge phase then ended with no more judgements
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(1);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["无中生有", "无中生有", "无中生有"]);
    expect(s.player(0).judgeArea).toEqual([]);
    expect(s.engine.state.zone(cardNamed(s, "闪电"))).toEqual({ kind: "discardPile" });
  });
});

describe("4.2.2 需要使用", () => {
  it("4.2.2 ◎例如 體力為0的鐘繇發動〖活墨〗對自己使用【桃】，執行的消耗為將裝備區裏的【白銀獅子】", () => {
    const s = board(packs, {
      players: [
        { general: "钟繇", hp: 1, equipment: ["白银狮子"], agent: [{ activate: false, skill: "活墨" }, { activate: true, skill: "活墨" }, { cards: ["白银狮子"] }] },
        { general: "白板", hand: ["杀♥10"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
    });
    s.runTurn(1);
    // the lion on the draw pile (〖活墨〗's cost): 〖白银狮子②〗 brought 钟繇 to 1 hp, and the 【桃】 —
    // though 钟繇 is no longer its legal target — still took effect on him
    expect(skills(s.entries())).toEqual(["白银狮子", "白银狮子", "活墨"]);
    expect(s.entries().filter((e) => e.t === "use").map((e) => (e as { card: string }).card)).toEqual(["杀", "桃"]);
    expect(s.entries().filter((e) => e.t === "recover").map((e) => (e as { amount: number }).amount)).toEqual([1, 1]);
    expect(s.player(0).hp).toBe(2);
    expect(s.engine.state.drawPile[0]).toBe(cardNamed(s, "白银狮子"));
  });
});

describe("4.2.9 置于牌堆顶", () => {
  it("4.2.9 ◎例如 鍾繇執行將一張不為基本牌的黑色牌置於牌堆頂的消耗來發動〖活墨〗，此牌須正面朝上移", () => {
    const s = board(packs, {
      players: [
        { general: "钟繇", hand: ["过河拆桥♠3"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "活墨" }, { cards: ["过河拆桥"] }, { players: [1] }, { play: "end" }] },
        { general: "白板" },
      ],
    });
    const card = s.player(0).hand[0];
    const moves = vi.spyOn(s.engine, "moveEach");
    s.runTurn(0);
    // moved face up (not 扣置), then placed face down on the draw pile as that area places its cards
    const move = moves.mock.calls.flatMap((c) => c[0]).find((m) => m.card === card);
    expect(move).toMatchObject({ card, to: { kind: "drawPile" } });
    expect(move?.faceDown).not.toBe(true);
    expect(s.engine.state.drawPile[0]).toBe(card);
    expect(s.engine.state.isFaceDown(card)).toBe(true);
    expect(s.player(1).hp).toBe(3);
  });
});
