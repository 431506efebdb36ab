// 3.1.5 衍生牌: 【X】（衍生牌） in an operation makes as many physical cards of that name as it needs
// (爪按), with the faces a pack's 衍生牌 block lists (taken in turn), and puts them where the skill
// says. Compiled text beside the standard and 军争 packs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileTexts, loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 衍生测试包

武将 衍测甲 魏 男 4
〖生杀〗出牌阶段限一次，你可弃置一张牌▶你获得一张【杀】（衍生牌）。
〖生双〗准备阶段开始时，你可获得两张【杀】（衍生牌）。
〖生甲〗准备阶段开始时，你可将一张【藤甲】（衍生牌）置入你的装备区。

衍生牌 衍生测试
【杀】 ♠A ♥A
【藤甲】 ♣2
`;

const read = (f: string) => ({ text: readFileSync(path.join(REPO_ROOT, "skills", f), "utf8"), file: f });
const BASE = [read("standard.sgs"), read("maneuvering.sgs")];
let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([...BASE, { text: PACK, file: "derived.sgs" }]);
}, 120_000);

const board = (owner: Partial<ScenarioPlayer>, more: Partial<ScenarioPlayer> = {}) =>
  createScenario({ packs, players: [{ general: "衍测甲", agent: [], ...owner }, { general: "白板", agent: [], ...more }], drawPile: ["桃♥3", "桃♥4", "桃♥6", "桃♥7"] });
const deckSize = (s: ReturnType<typeof board>) => s.engine.registry.deck.length;

describe("你获得一张【杀】（衍生牌） (3.1.5)", () => {
  test("a new physical 【杀】 with the listed face arrives in hand; every card is still in one zone", () => {
    const s = board({ skills: ["生杀"], hand: ["桃♥8"], agent: [{ play: { skill: "生杀" } }, { play: "end" }] });
    s.runPhase(0, "play");
    const hand = s.engine.state.players[0].hand;
    expect(hand).toHaveLength(1);
    const card = s.card(hand[0]);
    expect(card).toMatchObject({ name: "杀", suit: "spade", rank: 1 });
    expect(card.id).toBe(deckSize(s));
    expect(s.entries().some((e) => e.t === "derive")).toBe(true);
    expect(s.checkZones()).toEqual([]);
  });
  test("the derived 【杀】 is a card like any other: used, it hits", () => {
    const s = board({ skills: ["生杀"], hand: ["桃♥8"], agent: [{ play: { skill: "生杀" } }, { play: { card: "杀" } }, { play: "end" }] });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["杀", "桃"]);
  });
  test("declined (no cost paid): no card is made into any zone", () => {
    const s = board({ skills: ["生杀"], hand: ["桃♥8"], agent: [{ play: "end" }] });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.engine.state.players[0].hand.every((c) => c < deckSize(s))).toBe(true);
  });
});

describe("两张 and another region (3.1.5: as many as needed, faces in turn)", () => {
  test("获得两张: ♠A then ♥A", () => {
    const s = board({ skills: ["生双"], agent: [{ activate: true, skill: "生双" }] });
    s.runPhase(0, "prepare");
    expect(s.engine.state.players[0].hand.map((c) => `${s.card(c).suit}${s.card(c).rank}`)).toEqual(["spade1", "heart1"]);
  });
  test("置入你的装备区: a derived 【藤甲】 is equipped", () => {
    const s = board({ skills: ["生甲"], agent: [{ activate: true, skill: "生甲" }] });
    s.runPhase(0, "prepare");
    const armor = s.engine.state.players[0].equipment.armor;
    expect(armor === undefined ? null : s.card(armor).name).toBe("藤甲");
  });
});

describe("faithful or refused", () => {
  const errorsOf = (skill: string) => {
    const text = `扩展包 误\n\n武将 误甲 魏 男 4\n${skill}\n`;
    const [, , batch] = compileTexts([...BASE, { file: "bad.sgs", text }], { emit: false });
    return batch.diagnostics.filter((d) => d.severity === "error" && d.file === "bad.sgs").map((d) => d.message);
  };
  test("a derived card no 衍生牌 block gives a face for is an error naming the block to write", () => {
    expect(errorsOf("〖误生〗准备阶段开始时，你可获得一张【闪】（衍生牌）。")).toEqual([expect.stringContaining("衍生牌 block")]);
  });
  test("in a condition it is an error, not any 【杀】", () => {
    expect(errorsOf("〖误测〗准备阶段开始时，若你的手牌中有【杀】（衍生牌），你可摸一张牌。")).toHaveLength(1);
  });
});
