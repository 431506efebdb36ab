// 000 4.2.2 专题四 ◎例如: 〖离间〗 with 诸葛亮 (no hand cards, 〖空城〗) and 马岱: 诸葛亮 is no legal target of
// 马岱's 【决斗】, so only 诸葛亮 can be A. 马岱 is not in the standard pack: 马超 (no compiled skills
// here) plays his part.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "桃", "决斗", "无懈可击"], ["离间", "空城"]), "standard.sgs");
});

const uses = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "use" ? [{ user: e.user, card: e.card, cards: e.cards, targets: e.targets }] : []));
const damages = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim }] : []));

describe("4.2.2 专题四 〖离间〗 and 〖空城〗", () => {
  test("4.2.2 ◎例如 貂蟬對沒有手牌的諸葛亮和馬岱發動〖離間〗，由於諸葛亮受到〖空城〗的影響不是馬岱使", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // A is 诸葛亮 and B 马超 without asking: they are the only choices
        { general: "貂蝉", hand: ["桃"], agent: [{ play: { skill: "离间" } }, { play: "end" }] },
        { general: "诸葛亮", hand: [] },
        { general: "马超", hand: [] },
      ],
    });
    s.runPhase(0, "play");
    // only 诸葛亮 can be A: 马超's 【决斗】 would have no male legal target (诸葛亮 has 空城)
    expect(uses(s)).toEqual([{ user: 1, card: "决斗", cards: [], targets: [2] }]);
    expect(damages(s)).toEqual([{ source: 1, victim: 2 }]);
  });
});
