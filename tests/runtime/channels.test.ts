// A timing narrowed by a skill: 因执行〖X〗的效果而 (3.5.23, q.throughSkill) and 通过发动〖X①〗来使用
// (4.2.2, a use happening's `via`). Both compiled to calls the runtime lacked until 2026-12-07 (the pack failed to load).
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, done, own } from "../generalisation/harness.ts";

const { board } = behaviourHarness(path.join(import.meta.dirname, "../fixtures/channels.sgs"), []);

describe("因执行〖焚击〗的效果而造成伤害后 (3.5.23)", () => {
  test("the damage 〖焚击〗 deals: 〖余烬〗 draws; a 【杀】's damage: it does not", () => {
    const s = board([own(["焚击", "余烬"], { hand: ["闪", "杀"], agent: [{ play: { skill: "焚击" } }, { cards: ["闪"] }, { play: { card: "杀" } }] }), B()], { drawPile: ["桃", "桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
});

describe("因执行你通过发动〖伏矢①〗来使用的【杀】的效果而 (4.2.2)", () => {
  test("the 【杀】 ① uses hits: ② draws; the 【闪】 answering another is not used through ①", () => {
    const s = board([own(["伏矢"], { agent: [{ play: { skill: "伏矢" } }] }), B()], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    const t = board([own(["伏矢"], { agent: [{ play: { skill: "伏矢" } }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })], { drawPile: ["桃", "桃"] });
    t.runPhase(0, "play");
    done(t);
    expect(t.player(0).hand).toEqual([]);
    const via = t.entries().flatMap((e) => (e.t === "use" ? [[e.card, e.via?.skill ?? null, e.via?.part ?? null]] : []));
    expect(via).toEqual([
      ["杀", "伏矢", 1],
      ["闪", null, null],
    ]);
  });
});
