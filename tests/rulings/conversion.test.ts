// Rulings of 4.2.3 / 4.2.6 / 4.2.7 on converted cards (转化), with the corpus skills compiled:
// what a converted card is (its name) versus what its physical cards are, and when they move.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "../compiler/helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(sliceOfCorpus(["武圣", "激将"]), "standard.sgs");
});

type Entry = { t: string } & Record<string, unknown>;
const moveOf = (entries: readonly Entry[], card: number) =>
  entries.map((e, i) => ({ e, i })).filter(({ e }) => e.t === "move" && (e.cards as number[]).includes(card));

describe("4.2.3–4.2.7 converted cards", () => {
  it("4.2.3 ◎例如 關羽通過發動〖武聖〗來使用對應的實體牌為其一張【無中生有】的普【殺】，即其使用了", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "关羽", hand: ["无中生有♥7"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "武圣" }] }, { general: "貂蝉" }],
    });
    const trick = s.player(0).hand[0];
    s.runPhase(0, "play");
    const entries = s.entries() as Entry[];
    // Used: a basic card (【杀】), which dealt the damage…
    const use = entries.find((e) => e.t === "use");
    expect(use).toMatchObject({ card: "杀", cards: [trick] });
    expect(s.engine.registry.cards.get(use!.card as string)?.category).toBe("basic");
    expect(s.player(1).hp).toBe(2);
    // …and lost a trick card (the 【无中生有】 itself is unchanged) because of the use.
    const [lost] = moveOf(entries, trick);
    expect(lost.e).toMatchObject({ reason: "use", from: ["hand0"], to: ["processing"] });
    expect(s.card(trick).name).toBe("无中生有");
    expect(s.engine.registry.cards.get(s.card(trick).name)?.category).toBe("trick");
  });

  it("4.2.6 ◎例如 關羽打出對應的實體牌是其裝備區裏的一張【麒麟弓】的普【殺】，即關羽打出了一張基本", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "关羽", equipment: ["麒麟弓"], agent: [{ activate: true, skill: "武圣" }] }, { general: "貂蝉" }],
    });
    const bow = s.player(0).equipment.weapon!;
    s.mark();
    const played = s.engine.needPlay(0, "杀");
    // Played: a basic card (【杀】); lost: an equipment card, because of the play.
    expect(played).toMatchObject({ name: "杀", suit: "heart", rank: 5 });
    const [lost] = moveOf(s.entries() as Entry[], bow);
    expect(lost.e).toMatchObject({ reason: "play", from: ["equip0.weapon"], to: ["processing"] });
    expect(s.player(0).equipment.weapon).toBeUndefined();
    expect(s.card(bow).name).toBe("麒麟弓");
  });

  it("4.2.7 ◎例如 劉備在需要使用【殺】時❶發動〖激將〗，張飛打出【殺】進行響應，在此打出流程結束之", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "刘备", agent: [{ play: { need: "杀" } }, { activate: true, skill: "激将" }, { players: [3] }] },
        { general: "张飞", hand: ["杀♣2"], agent: [{ respond: "杀" }] },
        { general: "貂蝉" },
        { general: "黄盖" },
      ],
    });
    const slash = s.player(1).hand[0];
    s.runPhase(0, "play");
    const entries = s.entries() as Entry[];
    const playEnd = entries.findIndex((e) => e.t === "end" && e.event === "play");
    const useAt = entries.findIndex((e) => e.t === "use");
    const useEnd = entries.findIndex((e) => e.t === "end" && e.event === "use");
    const moves = moveOf(entries, slash);
    // No move to the discard pile when 张飞's play ends; the one move there comes inside
    // 刘备's use flow, after the 【杀】 was used with the same physical card.
    expect(moves.map(({ e }) => (e.to as string[])[0])).toEqual(["processing", "discardPile"]);
    expect(moves[1].i).toBeGreaterThan(playEnd);
    expect(moves[1].i).toBeGreaterThan(useAt);
    expect(moves[1].i).toBeLessThan(useEnd);
    expect(entries[useAt]).toMatchObject({ user: 0, card: "杀", cards: [slash] });
    expect(s.player(3).hp).toBe(3);
  });
});
