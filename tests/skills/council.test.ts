// 3.5.61 议事, compiled from the notation: (1) the participants show one hand card each at once
// (3.8.17 ◆: if one of them has none, none can); (2) more red cards: red, more black: black, as
// many: no result; (3) 议事决算时; (4) 议事结束后 — each participant's timing point (catalogue
// `parties`). 议事的角色 are the participants; a shown card stays in its hand.
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { compileSource } from "../../compiler/index.ts";
import { readFileSync } from "node:fs";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 议事测试包

武将 议测甲 群 男 4
〖共议〗出牌阶段限一次，你可与所有其他角色议事▶若议事结果为红色，你摸两张牌；若议事结果为黑色，你对所有其他角色各造成1点伤害。

武将 议测乙 群 男 4
〖决议〗锁定技，当你的议事结束后，若没有议事结果，你回复1点体力。

武将 议测丙 群 男 4
〖令议〗出牌阶段限一次，你可令所有有手牌的其他角色议事▶议事的角色各摸一张牌。

武将 议测丁 群 男 4
〖观议〗当你的议事决算时，若议事结果不为黑色，你摸一张牌。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "council.sgs" },
  ]);
}, 120_000);

const board = (players: ScenarioPlayer[], drawPile = ["桃♥3", "桃♥4", "桃♥6", "桃♥7", "桃♥8", "桃♥9"]) => createScenario({ packs, players, drawPile });
const councils = (s: ReturnType<typeof board>) => s.entries().flatMap((e) => (e.t === "council" ? [e] : []));

describe("〖共议〗你可与所有其他角色议事▶若议事结果为红色，你摸两张牌；若议事结果为黑色，…", () => {
  test("two red of three: the result is red, the owner draws two; the shown cards stay in the hands", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "白板", hand: ["杀♥10"] },
      { general: "白板", hand: ["杀♠7"] },
    ]);
    s.runPhase(0, "play");
    const [c] = councils(s);
    expect(c.participants).toEqual([0, 1, 2]);
    expect(c.result).toBe("red");
    expect(s.handNames(0)).toEqual(["闪", "桃", "桃"]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(3);
    expect(s.player(1).hp).toBe(4);
  });

  test("two black of three: the result is black, each other player takes 1 damage and nobody draws", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "白板", hand: ["杀♣3"] },
      { general: "白板", hand: ["杀♠7"] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].result).toBe("black");
    expect([s.player(1).hp, s.player(2).hp]).toEqual([3, 3]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("each chooses which hand card to show: a participant showing its black card turns the result", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "白板", hand: ["桃♥Q", "杀♠8"], agent: [{ cards: ["杀"] }] },
      { general: "白板", hand: ["杀♠7"] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].result).toBe("black");
  });

  test("3.8.17 ◆: another player without a hand card — the 议事 cannot be held, so 〖共议〗 is not offered", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"] },
      { general: "白板", hand: ["杀♥10"] },
      { general: "白板", hand: [] },
    ]);
    s.runPhase(0, "play");
    // Ending the phase was the only option left, taken without asking; nothing was paid.
    expect(s.entries().some((e) => e.t === "forced" && e.request === "playAction" && e.answer === "end")).toBe(true);
    expect(s.entries().some((e) => e.t === "cost" || e.t === "council")).toBe(false);
  });
});

describe("〖决议〗锁定技，当你的议事结束后，若没有议事结果，你回复1点体力。", () => {
  test("one red, one black: no result — a participant's 议事结束后 heals it", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "议测乙", hp: 3, hand: ["杀♠9"] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].result).toBeNull();
    expect(s.player(1).hp).toBe(4);
    // No result: neither branch of 〖共议〗 runs.
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("a red result: 〖决议〗 does nothing", () => {
    const s = board([
      { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "议测乙", hp: 3, hand: ["杀♥10"] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].result).toBe("red");
    expect(s.player(1).hp).toBe(3);
  });

  test("你的议事 is one 你 takes part in: a 议事 among others does not reach 〖决议〗's owner", () => {
    const s = board([
      { general: "议测丙", hand: ["闪♥2"], agent: [{ play: { skill: "令议" } }, { play: "end" }] },
      { general: "白板", hand: ["杀♥10"] },
      { general: "白板", hand: ["杀♠7"] },
      { general: "议测乙", hp: 3, hand: [] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].participants).toEqual([1, 2]);
    expect(councils(s)[0].result).toBeNull();
    expect(s.player(3).hp).toBe(3);
  });
});

describe("〖令议〗你可令所有有手牌的其他角色议事▶议事的角色各摸一张牌。", () => {
  test("the others with hand cards hold it without the owner; each of them, not the owner, draws one", () => {
    const s = board([
      { general: "议测丙", hand: ["闪♥2"], agent: [{ play: { skill: "令议" } }, { play: "end" }] },
      { general: "白板", hand: ["杀♥10"] },
      { general: "白板", hand: [] },
      { general: "白板", hand: ["杀♠7"] },
    ]);
    s.runPhase(0, "play");
    expect(councils(s)[0].participants).toEqual([1, 3]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toHaveLength(2);
    expect(s.handNames(2)).toHaveLength(0);
    expect(s.handNames(3)).toHaveLength(2);
  });
});

describe("〖观议〗当你的议事决算时，若议事结果不为黑色，你摸一张牌。", () => {
  test("议事决算时 comes before the effect after ▶: a red result, 〖观议〗 draws first", () => {
    const s = board(
      [
        { general: "议测甲", hand: ["闪♥2"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
        { general: "议测丁", hand: ["杀♥10"] },
      ],
      ["桃♥3", "闪♦4", "闪♦5"],
    );
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["杀", "桃"]);
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪"]);
  });

  test("a black result: 〖观议〗 does not draw", () => {
    const s = board([
      { general: "议测甲", hand: ["杀♠10"], agent: [{ play: { skill: "共议" } }, { play: "end" }] },
      { general: "议测丁", hand: ["杀♣3"] },
    ]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

describe("refused where no 议事 is in scope (E-SCOPE)", () => {
  for (const [text, what] of [
    ["〖错议〗出牌阶段，若议事结果为红色，你摸一张牌。", "议事结果为红色"],
    ["〖错议〗结束阶段开始时，你可令议事的角色各摸一张牌。", "议事的角色"],
    ["〖错赢〗结束阶段开始时，若你赢，你摸一张牌。", "你赢"],
  ] as const) {
    test(text, async () => {
      const r = await compileSource(`扩展包 错\n\n武将 错甲 群 男 4\n${text}\n`, "bad.sgs");
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      expect(errors.map((d) => d.code)).toContain("E-SCOPE");
      expect(errors.some((d) => d.message.includes(what) || d.message.includes("议事") || d.message.includes("拼点"))).toBe(true);
    });
  }
});
