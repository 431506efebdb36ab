// Rulings of 4.2.9 ◆6 (拼点: the cards go face down into the processing area at once, then are
// revealed at once) and ◆7 (交换手牌: both lose their hands into the processing area at once,
// then each takes the other's), with skills at 移至目标区域后❷ in between — on the compiled packs
// (一将成名's 张春华 〖伤逝〗, the standard 陆逊 〖连营〗; 〖陷阵〗's pindian and 〖缔盟①〗's exchange are
// run as the engine operations they perform).
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivateRequest, Pack, Scenario } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

/** Records, as each skill is offered, whether the processing area's cards are face down. */
class FaceProbe extends RecordingAgent {
  readonly seen: string[] = [];
  scenario: Scenario | null = null;
  override activate(r: ActivateRequest): boolean {
    const s = this.scenario!;
    this.seen.push(`${r.skill}:${s.engine.state.processing.map((c) => (s.engine.state.isFaceDown(c) ? "down" : "up")).join(",")}`);
    return super.activate(r);
  }
}

describe("4.2.9 移动 — 拼点 and 交换", () => {
  it("4.2.9 ◎例如 高順對張春華發動〖陷陣〗進行拼點結算，雙方同時將一張手牌扣置入處理區，張春華在其", () => {
    const zhang = new FaceProbe([{ activate: true, skill: "伤逝" }], "张春华");
    const s = board(packs, {
      players: [{ general: "高顺", hand: ["杀♠9"] }, { general: "张春华", hp: 2, hand: ["闪♦3"], agent: zhang }, { general: "白板" }, { general: "白板" }],
      drawPile: ["桃"],
    });
    zhang.scenario = s;
    // 〖陷阵〗's pindian (its effects after the result are not part of the ruling).
    s.run((e) => void e.pindian(0, 1));
    // 张春华 activated 〖伤逝〗 at 移至目标区域后❷ while both pindian cards were still face down …
    expect(zhang.seen).toEqual(["伤逝:down,down"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    // … then both were revealed at once, and the pindian went on.
    const reveal = s.entries().find((x) => x.t === "reveal");
    expect(reveal && reveal.t === "reveal" ? reveal.cards.length : 0).toBe(2);
    expect(s.entries().some((x) => x.t === "pindian")).toBe(true);
    expect(zhang.remaining).toEqual([]);
  });

  it("4.2.9 ◎例如 魯肅對張春華和陸遜發動〖締盟①〗，張春華和陸遜先同時失去自己的手牌，在這些牌移至", () => {
    const zhang = new FaceProbe([{ activate: true, skill: "伤逝" }], "张春华");
    const lu = new FaceProbe([{ activate: true, skill: "连营" }], "陆逊");
    const s = board(packs, {
      players: [{ general: "白板" }, { general: "张春华", hp: 2, hand: ["闪"], agent: zhang }, { general: "陆逊", hand: ["杀", "桃"], agent: lu }, { general: "白板" }],
      drawPile: ["无中生有", "决斗"],
      current: 0,
    });
    zhang.scenario = s;
    lu.scenario = s;
    // 〖缔盟①〗's exchange of the two hands.
    const [shan] = s.player(1).hand;
    const luHand = [...s.player(2).hand];
    s.run((e) => e.exchangeHands(1, 2));
    // from 鲁肃 counter-clockwise: 张春华's 〖伤逝〗, then 陆逊's 〖连营〗, at the same 移至目标区域后❷,
    // all three cards still face down in the processing area
    expect(zhang.seen).toEqual(["伤逝:down,down,down"]);
    expect(lu.seen).toEqual(["连营:down,down,down"]);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e as { skill: string }).skill)).toEqual(["伤逝", "连营"]);
    // then each took the other's former hand cards from the processing area
    expect([...s.player(1).hand].sort()).toEqual([s.engine.state.cards.find((c) => c.name === "无中生有")!.id, ...luHand].sort());
    expect(s.handNames(2).sort()).toEqual(["决斗", "闪"].sort());
    expect(s.engine.state.zone(shan)).toEqual({ kind: "hand", owner: 2 });
    expect(s.engine.state.processing).toEqual([]);
  });
});
