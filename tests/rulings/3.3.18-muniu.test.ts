// 3.3.11–3.3.12 特殊坐骑区/宝物区, 3.3.18 仓廪 and 3.8.4 能如手牌般使用或打出 on the compiled packs:
// 【木牛流马】 (a 宝物牌 whose ① puts a hand card face down into 仓廪 as “辎” and may hand the card on,
// and whose ② lets its owner use or play the “辎” as hand cards), 宝测荀攸's 〖宝测奇策〗 (〖奇策〗 for
// 【无中生有】) and two test equipment cards, all in tests/rulings/packs/muniu.sgs. The rulings 3.2.7 ◎
// (〖木牛流马〗 again after the card came back) and 3.8.4 ◎ ×2 (〖丈八蛇矛〗 with a “辎”; 〖奇策〗 never).
import { createSeatView } from "../../runtime/api/seatView.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import type { CardsRequest } from "../../runtime/engine/agent.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks, testPackDiagnostics } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

type Board = ReturnType<typeof board>;
const idOf = (s: Board, name: string) => s.engine.state.cards.find((c) => c.name === name)!.id;
const zhi = (s: Board) => [...s.engine.state.publicCards("granary", "辎")];
const names = (s: Board, ids: readonly number[]) => ids.map((c) => s.engine.state.cards[c].name);

describe("tests/rulings/packs/muniu.sgs", () => {
  it("compiles without diagnostics", () => {
    expect(testPackDiagnostics().filter((d) => d.file === "muniu.sgs")).toEqual([]);
  });
});

describe("3.3.11 特殊坐骑区 / 3.3.12 宝物区", () => {
  it("a treasure and a special horse go into their own slots; using one replaces the old card of its slot", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["宝测锦囊袋♥A", "宝测骏马"], equipment: ["宝测锦囊袋♠A", "丈八蛇矛"], agent: [{ play: { card: "宝测锦囊袋" } }, { play: { card: "宝测骏马" } }, { play: "end" }] },
        { general: "白板" },
      ],
    });
    const old = s.engine.state.players[0].equipment.treasure!;
    expect(s.engine.state.cards[old].suit).toBe("spade");
    s.runPhase(0, "play");
    const eq = s.engine.state.players[0].equipment;
    expect(s.engine.state.cards[eq.treasure!]).toMatchObject({ name: "宝测锦囊袋", suit: "heart" });
    expect(s.engine.state.cards[eq.specialHorse!].name).toBe("宝测骏马");
    expect(s.engine.state.cards[eq.weapon!].name).toBe("丈八蛇矛");
    // 000 4.2.9 ◆1 ◎: the old treasure went to the discard pile in the same move
    expect(s.engine.state.zone(old)).toEqual({ kind: "discardPile" });
    // its skills are the equipment skills of the slot's card: 手牌上限+1 once, the horse's distance -1
    expect(s.engine.view.handLimit(0)).toBe(s.player(0).hp + 1);
    expect(s.engine.view.distance(0, 1)).toBe(1);
  });

  it("a sealed 宝物区 takes no treasure: the card is not offered (3.1.7 使用目标, 3.3.23)", () => {
    const agent = new RecordingAgent([{ play: "end" }], "白板");
    const s = board(packs, { players: [{ general: "白板", hand: ["宝测锦囊袋", "宝测骏马"], disabled: ["treasure"], agent }, { general: "白板" }] });
    s.runPhase(0, "play");
    const offered = agent.offered[0].filter((o) => o.kind === "card").map((o) => (o as { name: string }).name);
    expect(offered).toEqual(["宝测骏马"]);
  });
});

describe("3.3.18 仓廪 (〖木牛流马①〗)", () => {
  it("puts a hand card face down into 仓廪 as a “辎”, seen by the treasure's owner only, and may hand the treasure on", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["桃", "杀"], equipment: ["木牛流马"], agent: [{ play: { skill: "木牛流马" } }, { cards: ["桃"] }, { activate: true }, { players: [1] }, { play: "end" }] },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    const peach = idOf(s, "桃");
    s.runPhase(0, "play");
    expect(zhi(s)).toEqual([peach]);
    expect(s.engine.state.isFaceDown(peach)).toBe(true);
    // 【木牛流马】 is now seat 1's: seat 1 may see the “辎” (it may use them, 3.8.4); seat 2 may not
    expect(s.engine.state.players[1].equipment.treasure).toBe(idOf(s, "木牛流马"));
    expect(s.engine.state.isVisibleTo(peach, 1)).toBe(true);
    expect(s.engine.state.isVisibleTo(peach, 2)).toBe(false);
    // seat 0 put it there: it still knows it
    expect(s.engine.state.isVisibleTo(peach, 0)).toBe(true);
    // the seat views agents get: the pile's count for everyone, its card only for those who may see it
    expect(createSeatView(s.engine, 1).publicPiles).toEqual([{ area: "granary", name: "辎", count: 1, visible: [peach] }]);
    expect(createSeatView(s.engine, 2).publicPiles).toEqual([{ area: "granary", name: "辎", count: 1, visible: [] }]);
    expect(createSeatView(s.engine, 2).card(peach)).toBeNull();
  });

  it("at most five “辎”: with five in 仓廪 ① is not offered", () => {
    const agent = new RecordingAgent([{ play: "end" }], "白板");
    const s = board(packs, {
      agents: "strict",
      players: [{ general: "白板", hand: ["桃"], equipment: ["木牛流马"], agent }, { general: "白板" }],
      publicPiles: [{ area: "granary", name: "辎", cards: ["杀", "杀", "闪", "闪", "酒"] }],
    });
    s.runPhase(0, "play");
    expect(agent.offered[0].some((o) => o.kind === "skill" && o.skill === "木牛流马")).toBe(false);
  });
});

describe("3.8.4 <一名角色>能如手牌般使用或打出<牌A> (〖木牛流马②〗)", () => {
  it("a “辎” is used as a hand card in the play phase and in a response; without the treasure it is not offered", () => {
    const a = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], "白板");
    const s = board(packs, {
      players: [{ general: "白板", equipment: ["木牛流马"], agent: a }, { general: "白板" }],
      publicPiles: [{ area: "granary", name: "辎", cards: ["杀"] }],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(zhi(s)).toEqual([]);

    // 需要使用【闪】: the “辎” 【闪】 answers the 【杀】
    const s2 = board(packs, {
      players: [
        { general: "白板", equipment: ["木牛流马"], agent: [{ respond: "闪" }] },
        { general: "白板", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
      ],
      publicPiles: [{ area: "granary", name: "辎", cards: ["闪"] }],
    });
    s2.runPhase(1, "play");
    expect(s2.player(0).hp).toBe(4);
    expect(s2.entries()).toContainEqual(expect.objectContaining({ t: "use", card: "闪" }));

    // no 【木牛流马】: the “辎” are nobody's to use, and nobody sees them
    const b = new RecordingAgent([{ play: "end" }], "白板");
    const s3 = board(packs, { agents: "strict", players: [{ general: "白板", agent: b }, { general: "白板" }], publicPiles: [{ area: "granary", name: "辎", cards: ["杀"] }] });
    s3.runPhase(0, "play");
    expect(b.offered[0].some((o) => o.kind === "card")).toBe(false);
    expect(s3.engine.state.isVisibleTo(zhi(s3)[0], 0)).toBe(false);
  });

  it("3.8.4 ◎例如 角色通过发动〖丈八蛇矛〗来使用普【杀】，能选择一张手牌和一张“辎”作为此【杀】对应的实体牌", () => {
    const a = new RecordingAgent([{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["桃", "闪"] }, { play: "end" }], "白板");
    const s = board(packs, {
      players: [{ general: "白板", hand: ["桃", "酒"], equipment: ["丈八蛇矛", "木牛流马"], agent: a }, { general: "白板" }],
      publicPiles: [{ area: "granary", name: "辎", cards: ["闪"] }],
    });
    const peach = idOf(s, "桃");
    const dodge = idOf(s, "闪");
    s.runPhase(0, "play");
    // the range: his two hand cards and the “辎”
    const choice = a.asked.find((r): r is CardsRequest => r.kind === "chooseCards")!;
    expect([...choice.candidates].sort()).toEqual([peach, idOf(s, "酒"), dodge].sort());
    expect(s.handNames(0)).toEqual(["酒"]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", card: "杀", targets: [1] }));
    expect(s.player(1).hp).toBe(3);
    expect(zhi(s)).toEqual([]);
    expect(s.engine.state.zone(dodge)).toEqual({ kind: "discardPile" });
    expect(s.engine.state.zone(peach)).toEqual({ kind: "discardPile" });
  });

  it("3.8.4 ◎例如 没有手牌的荀攸过发动〖奇策〗来使用【无中生有】，不能选择所有“辎”作为此【无中生有】对应的实体牌", () => {
    // no hand cards: 〖宝测奇策〗 (所有手牌) is not offered although 仓廪 has “辎” and he has the treasure
    const none = new RecordingAgent([{ play: "end" }], "宝测荀攸");
    const s1 = board(packs, {
      agents: "strict",
      players: [{ general: "宝测荀攸", equipment: ["木牛流马"], agent: none }, { general: "白板" }],
      publicPiles: [{ area: "granary", name: "辎", cards: ["杀", "闪"] }],
    });
    s1.runPhase(0, "play");
    expect(none.offered[0].some((o) => o.kind === "skill" && o.skill === "宝测奇策")).toBe(false);
    // with hand cards: the 【无中生有】's physical cards are all his hand cards, and no “辎”
    const xun = new RecordingAgent([{ play: { skill: "宝测奇策" } }, { play: "end" }], "宝测荀攸");
    const s2 = board(packs, {
      players: [{ general: "宝测荀攸", hand: ["桃", "酒"], equipment: ["木牛流马"], agent: xun }, { general: "白板" }],
      publicPiles: [{ area: "granary", name: "辎", cards: ["杀", "闪"] }],
      drawPile: ["决斗", "过河拆桥"],
    });
    const kept = zhi(s2);
    s2.runPhase(0, "play");
    const use = s2.entries().find((e) => e.t === "use" && (e as { card: string }).card === "无中生有");
    expect(use).toBeDefined();
    expect(zhi(s2)).toEqual(kept);
    expect(names(s2, s2.engine.state.players[0].hand).sort()).toEqual(["决斗", "过河拆桥"].sort());
  });
});

describe("3.2.7 同名技能 (〖木牛流马〗)", () => {
  it("3.2.7 ◎例如 A发动〖木牛流马〗后执行将装备区里的【木牛流马】置入B的装备区的效果，然后A对B使用【顺手牵羊】获得B装备区里的【木牛流马】", () => {
    const a = new RecordingAgent(
      [
        { play: { skill: "木牛流马" } },
        { cards: ["桃"] },
        { activate: true },
        { play: { card: "顺手牵羊" } },
        { play: { card: "木牛流马" } },
        { play: "end" },
      ],
      "A",
    );
    const s = board(packs, {
      players: [{ general: "白板", hand: ["桃", "顺手牵羊", "闪"], equipment: ["木牛流马"], agent: a }, { general: "白板" }],
    });
    s.runPhase(0, "play");
    const muniu = idOf(s, "木牛流马");
    expect(s.engine.state.players[0].equipment.treasure).toBe(muniu);
    // before 顺手牵羊 the skill was not offered (used once this phase); after A used the card again it is
    const skillOffered = a.offered.map((os) => os.some((o) => o.kind === "skill" && o.skill === "木牛流马"));
    expect(skillOffered[0]).toBe(true);
    expect(skillOffered[1]).toBe(false);
    expect(skillOffered[skillOffered.length - 1]).toBe(true);
  });
});

describe("3.3.19 府库 / 3.3.20 仁道", () => {
  it("府库: the cards a skill calls “粮” are face up there and counted as “粮”数", () => {
    const s = board(packs, { players: [{ general: "宝测仁者", skills: ["宝测府库", "宝测粮仓"], hand: ["桃", "杀"], agent: [{ play: { skill: "宝测府库" } }, { cards: ["桃"] }, { play: "end" }] }, { general: "白板" }] });
    s.runPhase(0, "play");
    const peach = idOf(s, "桃");
    expect([...s.engine.state.publicCards("storehouse", "粮")]).toEqual([peach]);
    expect(s.engine.state.isFaceDown(peach)).toBe(false);
    expect(s.engine.state.isVisibleTo(peach, 1)).toBe(true);
    expect(s.engine.view.handLimit(0)).toBe(s.player(0).hp + 1);
  });

  it("仁道: cards go on top; past six cards the bottom ones overflow (溢出) into the discard pile", () => {
    const s = board(packs, {
      players: [{ general: "宝测仁者", skills: ["宝测仁道"], hand: ["桃", "酒"], agent: [{ play: { skill: "宝测仁道" } }, { play: "end" }] }, { general: "白板" }],
      publicPiles: [{ area: "benevolence", cards: ["杀♠7", "杀♠8", "杀♠9", "杀♠10", "闪♦2"] }],
    });
    const bottom = s.engine.state.publicCards("benevolence").at(-1)!;
    expect(s.engine.state.cards[bottom].name).toBe("闪");
    s.runPhase(0, "play");
    const pile = [...s.engine.state.publicCards("benevolence")];
    expect(pile).toHaveLength(6);
    // the two new cards are the top two (in random order); the old bottom card overflowed
    expect(names(s, pile.slice(0, 2)).sort()).toEqual(["桃", "酒"].sort());
    expect(s.engine.state.zone(bottom)).toEqual({ kind: "discardPile" });
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "move", reason: "overflow", cards: [bottom] }));
  });
});
