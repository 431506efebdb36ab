// 000 4.2.9 ◎ 〖固政〗 (张昭&张纮, written in tests/rulings/packs/rulings.sgs from the rulings): a card
// known as "the hand card 其 discarded in this phase" is that card only until it moves again
// (3.3.22 维系区域). 凌统's 〖旋风①〗 (一将成名) and 陆逊's 〖连营〗 (standard), all compiled text.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);
const discardNames = (s: ReturnType<typeof board>) => s.engine.state.discardPile.map((c) => s.card(c).name);
const HAND = ["杀♠7", "闪♦2", "无中生有♥7", "过河拆桥♠3", "顺手牵羊♠3", "决斗♠A"];

describe("4.2.9 〖固政〗 and the cards discarded in this phase", () => {
  it("4.2.9 ◎例如 凌統因棄牌階段的棄牌而棄置了牌a和牌b，然後於棄牌階段結束時發動〖旋風①〗，棄置", () => {
    // The rest of the deck goes to the discard pile, so 〖连营〗's draw shuffles a and b (and c) into
    // the draw pile: whatever 陆逊 draws and 凌统 discards again, a and b are no longer the hand
    // cards 凌统 discarded in this phase, and 〖固政〗 is not offered (its scriptless agent would fail).
    const s = board(packs, {
      restTo: "discardPile",
      players: [
        {
          general: "凌统",
          hand: HAND,
          // (陆逊 is the only other player with cards: the target of each discard is forced.)
          agent: [{ cards: ["杀", "闪"] }, { activate: true, skill: "旋风" }, { activate: true, skill: "旋风" }],
        },
        { general: "陆逊", hand: ["桃♥3"], agent: [{ activate: true, skill: "连营" }, { activate: true, skill: "连营" }] },
        { general: "张昭张纮" },
        { general: "白板" },
      ],
    });
    const [a, b] = s.player(0).hand;
    s.runPhase(0, "discard");
    // 〖旋风①〗's first discard is its cost: 〖连营〗 answers it before 〖旋风〗 counts as activated (4.2.1).
    expect(skills(s.entries())).toEqual(["连营", "旋风", "连营"]);
    expect(s.entries().filter((e) => e.t === "reshuffle")).toHaveLength(1);
    expect(s.player(1).hand).toHaveLength(1);
    expect(s.entries().some((e) => e.t === "decision" && e.reason === "固政")).toBe(false);
    // a and b moved on after the discard (shuffled into the draw pile, 4.2.9).
    const reshuffled = s.entries().flatMap((e) => (e.t === "reshuffle" ? e.cards : []));
    expect(reshuffled).toEqual(expect.arrayContaining([a, b]));
    expect(s.player(0).hand).toHaveLength(4);
  });

  it("〖固政〗 with nothing moved since: one of them back to 凌统, 张昭&张纮 gains the others (c too)", () => {
    const s = board(packs, {
      players: [
        { general: "凌统", hand: HAND, agent: [{ cards: ["杀", "闪"] }, { activate: true, skill: "旋风" }] },
        { general: "白板", hand: ["桃♥3"] },
        { general: "张昭张纮", agent: [{ activate: true, skill: "固政" }, { cards: ["杀"] }, { activate: true, skill: "固政" }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "discard");
    expect(skills(s.entries())).toEqual(["旋风", "固政"]);
    expect(s.agents.every((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length === 0)).toBe(true);
    expect(s.handNames(0)).toEqual(["无中生有", "过河拆桥", "顺手牵羊", "决斗", "杀"]);
    expect(s.handNames(2).sort()).toEqual(["桃", "闪"].sort());
    expect(s.engine.state.discardPile).toEqual([]);
  });

  it("〖固政〗 offers only 其's own hand cards: 旋风's discard of another's card is no 手牌 of 其", () => {
    // 凌统 discards 杀 and 闪 from his hand, then 〖旋风①〗 seat 1's 【桃】: 张昭&张纮 may give back
    // 杀 or 闪, not the 【桃】 (it was seat 1's hand card).
    const zz = new RecordingAgent([{ activate: true, skill: "固政" }, { cards: ["闪"] }, { activate: false, skill: "固政" }], "张昭张纮");
    const s = board(packs, {
      players: [
        { general: "凌统", hand: HAND, agent: [{ cards: ["杀", "闪"] }, { activate: true, skill: "旋风" }] },
        { general: "白板", hand: ["桃♥3"] },
        { general: "张昭张纮", agent: zz },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "discard");
    const choice = zz.asked.find((r) => r.kind === "chooseCards");
    expect(choice && choice.kind === "chooseCards" ? choice.candidates.map((c) => s.card(c).name).sort() : null).toEqual(["杀", "闪"].sort());
    expect(zz.remaining).toEqual([]);
    expect(s.handNames(0)).toContain("闪");
    expect(discardNames(s).sort()).toEqual(["杀", "桃"].sort());
  });
});
