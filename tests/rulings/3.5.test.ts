// Rulings of 3.5 (operations): 3.5.15 — without 依次, X cards are operated on at once (one move
// event, one 失去牌后❷); 3.5.27 — 回复X点体力 is capped at the hp lost and impossible at full hp.
import { describe, expect, it } from "vitest";
import { RecordingAgent, only, rulingsPack, scenario } from "./helpers.ts";
import { createScenario, type Pack, type SkillContext, type SkillDef } from "../../runtime/index.ts";
import { rulingPacks } from "./compiled.ts";

describe("3.5.15 依次 vs at once", () => {
  // 〖眩惑〗's last step (你获得其两张牌) is a plain 获得 of two of 邓艾's hand cards here: the corpus's
  // 〖眩惑〗 compiles without its 其需对…使用【杀】 (reported); 〖屯田①〗 is the test pack's, compiled.
  it("3.5.15 ◎例如 法正对邓艾发动〖眩惑〗，最终获得邓艾的两张牌是一次性获得，邓艾是一次性失去两张牌", async () => {
    const dengai = new RecordingAgent([{ activate: true, skill: "屯田" }], "邓艾");
    const s = createScenario({
      packs: await rulingPacks(),
      players: [{ general: "白板" }, { general: "邓艾", hand: ["杀", "闪", "桃"], agent: dengai }, { general: "白板" }, { general: "白板" }],
      drawPile: ["桃♥4"],
    });
    const two = s.player(1).hand.slice(0, 2);
    s.act(0, (ctx) => ctx.gain(0, two));
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    // One move of both cards, one 失去牌后❷ for 邓艾, one activation (a judgement).
    const moves = s.entries().filter((e) => e.t === "move" && e.reason === "gain");
    expect(moves).toHaveLength(1);
    expect(dengai.asked.map((r) => r.kind)).toEqual(["activate"]);
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(1);

    // Contrast (依次): two gains of one card each are two moves and two chances.
    s.mark();
    dengai.push({ activate: false, skill: "屯田" }, { activate: false, skill: "屯田" });
    const t = createScenario({
      packs: await rulingPacks(),
      players: [{ general: "白板" }, { general: "邓艾", hand: ["杀", "闪", "桃"], agent: dengai }, { general: "白板" }, { general: "白板" }],
    });
    const [c1, c2] = t.player(1).hand;
    t.act(0, (ctx) => ctx.gain(0, [c1]));
    t.act(0, (ctx) => ctx.gain(0, [c2]));
    expect(dengai.remaining).toEqual([]);
    expect(only(t.timings(), "move.after.2")).toEqual(["move.after.2", "move.after.2"]);
  });
});

describe("3.5.15 one move of X equipment cards: X chances", () => {
  // On the compiled packs: the standard 孙尚香's 〖枭姬〗 ("当你失去装备区里的一张牌后❷，你可摸两张牌") —
  // one chance per equipment card lost.
  it("3.5.15 ◎例如 装备区里有X张牌的身份为主公的孙尚香杀死忠臣执行奖惩一次性弃置所有的牌， 在这些", async () => {
    const agent = new RecordingAgent([{ activate: true, skill: "枭姬" }, { activate: true, skill: "枭姬" }, { activate: true, skill: "枭姬" }]);
    const s = createScenario({
      packs: await rulingPacks(),
      players: [
        { general: "孙尚香", role: "lord", hand: ["闪"], equipment: ["诸葛连弩", "赤兔", "的卢"], agent },
        { general: "白板", role: "loyalist", hp: 1 },
        { general: "白板", role: "rebel" },
        { general: "白板", role: "renegade" },
      ],
      drawPile: ["杀", "杀", "桃", "桃", "无中生有", "无中生有", "闪"],
    });
    s.act(0, (ctx) => ctx.damage(1, 1));
    expect(s.player(1).alive).toBe(false);
    // One discard of all four cards (4.1.1.7), then three chances (X = 3 equipment cards).
    const discards = s.entries().filter((e) => e.t === "move" && e.reason === "discard");
    expect(discards).toHaveLength(1);
    expect(agent.remaining).toEqual([]);
    // The six cards drawn afterwards are kept: the penalty is not applied again.
    expect(s.handNames(0)).toEqual(["杀", "杀", "桃", "桃", "无中生有", "无中生有"]);
    expect(s.player(0).equipment).toEqual({});
  });
});

describe("3.5.27 回复X点体力", () => {
  it("3.5.27: with Y (max hp − hp) in (0, X) the player recovers Y; with Y = 0 it cannot recover at all (no event)", () => {
    const s = scenario({ players: [{ general: "张飞", hp: 3 }, { general: "马超" }, { general: "貂蝉" }, { general: "刘备" }] });
    s.act(0, (ctx) => ctx.recover(0, 2));
    expect(s.player(0).hp).toBe(4);
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([{ t: "recover", player: 0, amount: 1 }]);
    s.mark();
    s.act(0, (ctx) => ctx.recover(0, 1));
    expect(s.player(0).hp).toBe(4);
    expect(s.timings()).toEqual([]);
  });
});
