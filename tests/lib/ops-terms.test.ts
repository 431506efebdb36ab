// The builders of runtime/api/lib/ops/terms.ts — the chapter 3 terms issue #5's pending headings
// needed (3.1.1 身份, 3.2.4 姓名, 3.3.7–3.3.10 + 3.3.23–3.3.24 废除/恢复, 3.5.25 连环伤害,
// 3.5.38 之间的角色, 3.5.43 相邻, 3.6.4 结束, 3.8.26 洗牌, 3.10.3–3.10.10 arithmetic) — on
// scripted boards: each builder called on an activation (s.act), and each heading's sample
// compiled from its text (the docs' sample, compileText) and run against the library with these
// builders spread in, as index.ts is to register them.
import { beforeAll, describe, expect, test } from "vitest";
import { compileText } from "../../compiler/compile.ts";
import { bundleModule } from "../../compiler/bundle/bundle.ts";
import { hasErrors } from "../../grammar/diagnostic.ts";
import { createScenario, type Pack, type Scenario, type ScenarioPlayer } from "../../runtime/index.ts";
import type { Act, Ex, Op } from "../../runtime/api/lib/act.ts";
import { lib, type Lib } from "../../runtime/api/lib/index.ts";
import { actOf, beginPack } from "../../runtime/api/lib/parts.ts";
import { p } from "../../runtime/api/lib/players.ts";
import { termOps as op, termTests as q, termValues as v } from "../../runtime/api/lib/ops/terms.ts";
import { corpusCards, n, seats, testPack } from "./helpers.ts";
import { trigger } from "../runtime/opsHelpers.ts";
import type { SkillDef } from "../../runtime/index.ts";

// ---------------------------------------------------------------- packs

/** The samples of the headings, as skills of one general (甲); 乙 and 丙 have none. */
const SOURCE = `扩展包 条目

武将 甲 魏 男 4
〖废武〗出牌阶段限一次，你可废除武器区▶你摸两张牌。
〖复防〗准备阶段开始时，你可恢复防具区。
〖结回〗出牌阶段限一次，你可摸三张牌▶你结束此回合。
〖结阶〗出牌阶段限一次，你可摸两张牌▶你结束此阶段。
〖洗〗出牌阶段限一次，你可弃置一张牌▶系统洗牌。
〖主公〗出牌阶段限一次，你可令一名身份为主公的角色摸一张牌。
〖异名〗出牌阶段限一次，你可令一名与你姓名不同的其他角色摸一张牌。
〖烈火〗当你对一名角色造成不为连环伤害的火焰伤害时❸，你可令伤害值+1。
〖之间〗出牌阶段限一次，你可选择一名其他角色▶你与其之间的角色各摸一张牌。
〖相邻〗出牌阶段限一次，你可令与你相邻的一名角色摸一张牌。
〖符号〗出牌阶段限一次，你可摸X张牌（X=sgn（你已损失的体力值））。
〖一半〗出牌阶段限一次，你可摸X张牌（X=[你的手牌数÷2]）。
〖额外〗出牌阶段限一次，你可令一名其他角色获得一个额外回合。

武将 乙 蜀 女 4

武将 丙 吴 男 4
`;

/** The library as index.ts is to assemble it: the term builders spread into op, q and v. */
const library = { ...lib, op: { ...op, ...lib.op }, q: { ...q, ...lib.q }, v: { ...v, ...lib.v } } as unknown as Lib;

async function loadWithTerms(text: string, file: string): Promise<Pack> {
  const r = compileText(text, file);
  if (hasErrors(r.diagnostics)) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`).join("\n"));
  const bundle = await bundleModule(r.ts, `${file}.ts`);
  if (bundle.errors.length > 0) throw new Error(bundle.errors.join("; "));
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(bundle.js, "utf8").toString("base64")}`)) as { default: (j: Lib) => Pack };
  beginPack(file);
  return mod.default(library);
}

let cards: Pack;
let terms: Pack;
beforeAll(async () => {
  cards = await corpusCards(["杀", "闪", "桃", "诸葛连弩", "八卦阵", "赤兔"]);
  terms = await loadWithTerms(SOURCE, "terms.sgs");
});

const MANY = Array.from({ length: 12 }, () => "闪");

function board(players: ScenarioPlayer[], opts: { drawPile?: string[]; restTo?: "drawPile" | "discardPile"; skills?: SkillDef[] } = {}): Scenario {
  return createScenario({ packs: [cards, terms, testPack(opts.skills ?? [])], players, drawPile: opts.drawPile ?? MANY, ...(opts.restTo ? { restTo: opts.restTo } : {}) });
}

const plain = (n: number, over: Partial<Record<number, Partial<ScenarioPlayer>>> = {}): ScenarioPlayer[] =>
  Array.from({ length: n }, (_, i) => ({ general: i % 2 === 0 ? "丙" : "乙", skills: [], ...(over[i] ?? {}) }));

/** Runs `f` on an activation owned by `seat`. */
function inAct<T>(s: Scenario, seat: number, f: (a: Act) => T): T {
  let out: T | undefined;
  s.act(seat, (ctx) => {
    out = f(actOf(ctx));
  });
  return out as T;
}

const run = (s: Scenario, seat: number, o: Op): boolean => inAct(s, seat, (a) => o.can(a) && o.run(a));

// ---------------------------------------------------------------- 3.3.23–3.3.24 (3.3.7–3.3.10)

describe("3.3.23 废除 / 3.3.24 恢复 an area (op.disableArea, op.restoreArea; 4.2.23–4.2.24)", () => {
  test("废除武器区: the weapon goes to the discard pile, the slot is sealed; 废除前/后 are generated", () => {
    const s = board(plain(4, { 0: { equipment: ["诸葛连弩"] } }));
    expect(run(s, 0, op.disableArea({ who: p.you(), area: "武器区" }))).toBe(true);
    expect(s.player(0).disabledAreas).toEqual(["weapon"]);
    expect(s.engine.state.players[0].equipment.weapon).toBeUndefined();
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toContain("诸葛连弩");
    expect(s.timings()).toEqual(expect.arrayContaining(["disable.before", "disable.after"]));
  });

  test("3.3.23 ◆: a sealed area cannot be disabled again; 装备区 seals the slots not sealed yet", () => {
    const s = board(plain(4, { 0: { disabled: ["weapon"], equipment: ["八卦阵"] } }));
    expect(inAct(s, 0, (a) => op.disableArea({ who: p.you(), area: "武器区" }).can(a))).toBe(false);
    expect(run(s, 0, op.disableArea({ who: p.you(), area: "装备区" }))).toBe(true);
    // 3.3.13: the equipment area is six slots, 特殊坐骑区 and 宝物区 included.
    expect([...s.player(0).disabledAreas].sort()).toEqual(["armor", "defensiveHorse", "offensiveHorse", "specialHorse", "treasure", "weapon"]);
    expect(inAct(s, 0, (a) => op.disableArea({ who: p.you(), area: "装备区" }).can(a))).toBe(false);
  });

  test("3.3.24 ◆: only a sealed area is restored; 判定区 and the horse slots by their names", () => {
    const s = board(plain(4, { 1: { disabled: ["judge", "offensiveHorse"] } }));
    expect(inAct(s, 1, (a) => op.restoreArea({ who: p.you(), area: "防御坐骑区" }).can(a))).toBe(false);
    expect(run(s, 1, op.restoreArea({ who: p.you(), area: "进攻坐骑区" }))).toBe(true);
    expect(s.player(1).disabledAreas).toEqual(["judge"]);
    expect(run(s, 1, op.restoreArea({ who: p.you(), area: "判定区" }))).toBe(true);
    expect(s.player(1).disabledAreas).toEqual([]);
    expect(s.timings()).toEqual(expect.arrayContaining(["restoreArea.before", "restoreArea.after"]));
  });

  test("compiled 〖废武〗 (3.3.7 sample): 废除武器区 is the cost, then 摸两张牌; not offered once sealed", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["废武"], equipment: ["诸葛连弩"], agent: [{ play: { skill: "废武" } }, { play: "end" }] } }));
    s.runPhase(0, "play");
    expect(s.player(0).disabledAreas).toEqual(["weapon"]);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    // Sealed: the skill cannot be activated (its cost cannot be paid), so only 结束 is asked.
    const again = board(plain(4, { 0: { general: "甲", skills: ["废武"], disabled: ["weapon"], agent: [{ play: "end" }] } }));
    again.runPhase(0, "play");
    expect(again.handNames(0)).toEqual([]);
  });

  test("compiled 〖复防〗 (3.3.8 sample): 准备阶段开始时 恢复防具区 — offered only while it is sealed", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["复防"], disabled: ["armor"], agent: [{ activate: true, skill: "复防" }] } }));
    s.runPhase(0, "prepare");
    expect(s.player(0).disabledAreas).toEqual([]);
    const unsealed = board(plain(4, { 0: { general: "甲", skills: ["复防"], agent: [] } }));
    unsealed.runPhase(0, "prepare"); // an unscripted request would fail the test
    expect(unsealed.player(0).disabledAreas).toEqual([]);
  });
});

// ---------------------------------------------------------------- 3.6.4

describe("3.6.4 结束此阶段/此回合 (op.endFlow)", () => {
  test("compiled 〖结阶〗: 结束此阶段 ends the play phase at once (no further play action is asked); the turn goes on", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["结阶"], agent: [{ play: { skill: "结阶" } }] } }));
    s.runTurn(0);
    const t = s.timings();
    expect(t).toContain("phase.play.end");
    expect(t.indexOf("phase.discard.beforeStart")).toBeGreaterThan(t.indexOf("phase.play.end"));
    expect(s.player(0).hand).toHaveLength(4); // 2 drawn in the draw phase + 2 by the cost
  });

  test("compiled 〖结回〗: 结束此回合 goes on at 回合结束前❶ — no discard phase, no finish phase", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["结回"], agent: [{ play: { skill: "结回" } }] } }));
    s.runTurn(0);
    const t = s.timings();
    expect(t.some((x) => x.startsWith("phase.discard") || x.startsWith("phase.finish"))).toBe(false);
    expect(t.slice(t.indexOf("turn.end.1"))).toEqual(["turn.end.1", "turn.end.2", "turn.end.3", "turn.end.4", "turn.end.5", "turn.end.6", "turn.end.7"]);
    expect(s.player(0).hand).toHaveLength(5); // kept: there was no discard phase
  });

  test("nothing to end outside a turn: cannot be done", () => {
    const s = board(plain(4));
    expect(inAct(s, 0, (a) => op.endFlow({ who: p.you(), what: "此 回合" }).can(a))).toBe(false);
    expect(inAct(s, 0, (a) => op.endFlow({ who: p.you(), phase: lib.ph.this() }).can(a))).toBe(false);
  });
});

// ---------------------------------------------------------------- 3.8.26

describe("3.8.26 洗牌 (op.shuffle)", () => {
  test("the discard pile goes into the draw pile, which is shuffled; every card stays in one zone", () => {
    const s = board(plain(4), { drawPile: ["桃", "桃", "杀"], restTo: "discardPile" });
    const total = s.engine.state.drawPile.length + s.engine.state.discardPile.length;
    const discarded = s.engine.state.discardPile.length;
    expect(discarded).toBeGreaterThan(0);
    expect(run(s, 0, op.shuffle({ who: p.system() }))).toBe(true);
    expect(s.engine.state.discardPile).toEqual([]);
    expect(s.engine.state.drawPile).toHaveLength(total);
    expect(s.entries().some((e) => e.t === "reshuffle" && e.count === discarded)).toBe(true);
    expect(s.checkZones()).toEqual([]);
  });

  test("same seed, same order (the game's generator shuffles)", () => {
    const order = () => {
      const s = board(plain(4), { drawPile: ["桃", "杀"], restTo: "discardPile" });
      run(s, 0, op.shuffle({ who: p.system() }));
      return [...s.engine.state.drawPile];
    };
    expect(order()).toEqual(order());
  });

  test("compiled 〖洗〗 (3.8.26 sample): 弃置一张牌▶系统洗牌 — the discarded card is shuffled in too", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["洗"], hand: ["杀"], agent: [{ play: { skill: "洗" } }, { cards: ["杀"] }, { play: "end" }] } }), { drawPile: ["桃"] });
    s.runPhase(0, "play");
    expect(s.engine.state.discardPile).toEqual([]);
    expect(s.engine.state.drawPile.map((c) => s.card(c).name)).toContain("杀");
    expect(s.checkZones()).toEqual([]);
  });
});

// ---------------------------------------------------------------- 3.1.1, 3.2.4

describe("3.1.1 身份 (q.roleIs) and 3.2.4 姓名 (q.sameName)", () => {
  test("身份为主公 / 不为主公 / 为反贼: the role of each player named", () => {
    const s = board(plain(4)); // 4 players: 主公, 忠臣, 反贼, 内奸 (4.1.1.2)
    const role = (seat: number, r: string, is = "为") => inAct(s, 0, (a) => q.roleIs({ who: seats(seat), is, role: r })(a));
    expect(role(0, "主公")).toBe(true);
    expect(role(1, "主公")).toBe(false);
    expect(role(1, "主公", "不为")).toBe(true);
    const rebels = [0, 1, 2, 3].filter((i) => s.engine.state.players[i].role === "rebel");
    expect(rebels.every((i) => role(i, "反贼"))).toBe(true);
  });

  test("compiled 〖主公〗 (3.1.1 sample): the lord is the only candidate, so no one is asked; the lord draws", () => {
    const s = board(plain(4, { 2: { general: "甲", skills: ["主公"], agent: [{ play: { skill: "主公" } }, { play: "end" }] } }));
    s.runPhase(2, "play");
    expect([0, 1, 2, 3].map((i) => s.player(i).hand.length)).toEqual([1, 0, 0, 0]);
  });

  test("姓名相同/不同: the names on the general cards", () => {
    const s = board(plain(4));
    const same = (x: number, y: number, w: string) => inAct(s, 0, (a) => q.sameName({ a: seats(x), b: seats(y), same: w })(a));
    expect(same(0, 2, "相同")).toBe(true); // 丙 and 丙
    expect(same(0, 1, "相同")).toBe(false);
    expect(same(0, 1, "不同")).toBe(true);
  });

  test("compiled 〖异名〗 (3.2.4 sample): a player with another name draws; one with the same name cannot be chosen", () => {
    const ok = board(plain(4, { 0: { general: "甲", skills: ["异名"], agent: [{ play: { skill: "异名" } }, { players: [1] }, { play: "end" }] } }));
    ok.runPhase(0, "play");
    expect(ok.player(1).hand).toHaveLength(1);
    const twin = board(plain(4, { 0: { general: "甲", skills: ["异名"] }, 1: { general: "甲", skills: [] } }));
    expect(inAct(twin, 0, (a) => q.sameName({ a: seats(1), b: p.you(), same: "不同" })(a))).toBe(false);
  });
});

// ---------------------------------------------------------------- 3.5.25

describe("3.5.25 连环伤害 (q.chainDamage)", () => {
  test("compiled 〖烈火〗: +1 on the fire damage dealt, not on the damage the chain conducts (same value, 3.9.3)", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["烈火"], agent: [{ activate: true, skill: "烈火" }] }, 1: { chained: true }, 2: { chained: true } }));
    s.run((e) => e.damage(1, 1, 0, {}, "fire"));
    expect(s.player(1).hp).toBe(2);
    expect(s.player(2).hp).toBe(2); // conducted with the same damage value, 〖烈火〗 not offered again
    expect(s.player(1).chained).toBe(false);
    expect(s.player(2).chained).toBe(false);
  });

  test("为连环伤害 of the damage in scope, by a filter (此伤害) or as a candidate", () => {
    const seen: [boolean, boolean][] = [];
    const probe = trigger(
      "探",
      "damage.take.1",
      (ctx) => {
        const a = actOf(ctx);
        const asCandidate = q.chainDamage({ what: (x: Act) => (x.event.kind === "damage" ? x.event : null), is: "为" })(a);
        const asFilter = q.chainDamage({ what: Object.assign((_x: Act, _d: unknown) => true, { depth: 1 }), is: "不为" })(a);
        seen.push([asCandidate, asFilter]);
      },
      { subject: "any" },
    );
    const s = board(plain(4, { 1: { chained: true }, 2: { chained: true }, 3: { skills: ["探"] } }), { skills: [probe] });
    s.run((e) => e.damage(1, 1, 0, {}, "thunder"));
    expect(seen).toEqual([
      [false, true], // the thunder damage dealt
      [true, false], // the one the chain conducts to seat 2
    ]);
  });
});

// ---------------------------------------------------------------- 3.5.38, 3.5.43

describe("3.5.38 之间的角色 (q.between) and 3.5.43 相邻 (q.adjacent)", () => {
  const between = (s: Scenario, who: number, x: number, y: number) => inAct(s, 0, (a) => q.between({ who: seats(who), a: seats(x), b: seats(y) })(a));

  test("the players on the shorter route, ends excluded; the dead are not on a route", () => {
    const s = board(plain(6));
    expect([1, 2, 3, 4, 5].filter((i) => between(s, i, 0, 2))).toEqual([1]);
    expect([1, 2, 3, 4, 5].filter((i) => between(s, i, 0, 4))).toEqual([5]);
    expect([0, 2, 3, 4, 5].filter((i) => between(s, i, 1, 5))).toEqual([0]);
    s.engine.state.players[5].alive = false;
    expect([1, 2, 3, 4].filter((i) => between(s, i, 0, 3))).toEqual([4]);
    expect([1, 2, 3, 4].filter((i) => between(s, i, 0, 1))).toEqual([]);
  });

  test("◆ two routes as short: the activator picks one (asked once per activation)", () => {
    const s = board(plain(4, { 0: { agent: [{ option: 1 }] } }));
    const got = inAct(s, 0, (a) => [1, 3].filter((i) => q.between({ who: seats(i), a: p.you(), b: seats(2) })(a)));
    expect(got).toEqual([3]); // option 1: the route through the 上家
  });

  test("compiled 〖之间〗 (3.5.38 sample): 你与其之间的角色各摸一张牌", () => {
    const s = board(plain(5, { 0: { general: "甲", skills: ["之间"], agent: [{ play: { skill: "之间" } }, { players: [3] }, { play: "end" }] } }));
    s.runPhase(0, "play");
    expect([1, 2, 3, 4].map((i) => s.player(i).hand.length)).toEqual([0, 0, 0, 1]);
  });

  test("相邻: 上家 and 下家 among the living; not oneself", () => {
    const s = board(plain(4));
    const adj = (x: number, y: number) => inAct(s, 0, (a) => q.adjacent({ a: seats(x), b: seats(y) })(a));
    expect([adj(0, 1), adj(0, 3), adj(0, 2), adj(0, 0)]).toEqual([true, true, false, false]);
    s.engine.state.players[1].alive = false;
    expect(adj(0, 2)).toBe(true);
  });

  test("compiled 〖相邻〗 (3.5.43 sample): a player two seats away cannot be chosen", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["相邻"], agent: [{ play: { skill: "相邻" } }, { players: [3] }, { play: "end" }] } }));
    s.runPhase(0, "play");
    expect(s.player(3).hand).toHaveLength(1);
    const far = board(plain(4, { 0: { general: "甲", skills: ["相邻"], agent: [{ play: { skill: "相邻" } }, { players: [2] }] } }));
    expect(() => far.runPhase(0, "play")).toThrow();
  });
});

// ---------------------------------------------------------------- 3.6.1

describe("3.6.1 ◆ 获得一个额外回合 (op.extraTurn's forms)", () => {
  test("compiled 〖额外〗: 获得一个额外回合 grants the turn", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["额外"], agent: [{ play: { skill: "额外" } }, { players: [2] }, { play: "end" }] } }));
    s.runPhase(0, "play");
    expect(s.engine.extraTurns).toEqual([2]);
  });
});

// ---------------------------------------------------------------- 3.10

describe("3.10 arithmetic (v.mul, v.div, v.floor, v.sgn, v.mid, v.half)", () => {
  const at = (x: Ex<number>) => x({} as Act);
  test("* / [] sgn mid 的一半", () => {
    expect(at(v.mul({ a: n(3), b: n(2) }))).toBe(6);
    expect(at(v.div({ a: n(7), b: n(2) }))).toBe(3.5);
    expect(at(v.floor({ args: [v.div({ a: n(7), b: n(2) })] }))).toBe(3); // [7/2]
    expect(at(v.floor({ args: [v.div({ a: n(-1), b: n(2) })] }))).toBe(-1); // max{n∈Z|n≤x}
    expect([n(3), n(0), n(-2)].map((x) => at(v.sgn({ args: [x] })))).toEqual([1, 0, -1]);
    expect(at(v.mid({ args: [n(5), n(1), n(3)] }))).toBe(3);
    expect([at(v.half({ of: n(5) })), at(v.half({ of: n(4) }))]).toEqual([2, 2]); // 3.4.16 [X/2]
    expect(at(v.div({ a: n(1), b: n(0) }))).toBe(0);
  });

  test("compiled 〖符号〗 (3.10.7 sample) and 〖一半〗 ([x] of a division): 摸X张牌", () => {
    const s = board(plain(4, { 0: { general: "甲", skills: ["符号"], hp: 2, agent: [{ play: { skill: "符号" } }, { play: "end" }] } }));
    s.runPhase(0, "play");
    expect(s.player(0).hand).toHaveLength(1); // sgn(2) = 1
    const h = board(plain(4, { 0: { general: "甲", skills: ["一半"], hand: ["杀", "杀", "杀"], agent: [{ play: { skill: "一半" } }, { play: "end" }] } }));
    h.runPhase(0, "play");
    expect(h.player(0).hand).toHaveLength(4); // [3÷2] = 1
  });
});

// ---------------------------------------------------------------- how the grammar reads the new terms

describe("readings (grammar/rules): what the texts above compile to", () => {
  const emitted = (line: string) => {
    const r = compileText(`扩展包 读\n\n武将 甲 魏 男 4\n${line}\n`, "read.sgs");
    return { ok: !hasErrors(r.diagnostics), ts: r.ts.replace(/\s+/g, " "), diagnostics: r.diagnostics };
  };

  test("你与其之间的角色: the head fills the subject (who), never a stranded slot after 与/[在]", () => {
    const { ts } = emitted("〖之间〗出牌阶段限一次，你可选择一名其他角色▶你与其之间的角色各摸一张牌。");
    expect(ts).toMatch(/j\.q\.between\(\{ a: j\.p\.you\(\), b: j\.p\.bound\(\{ name: "1\.1\.players" \}\), who: j\.p\.cand\(\{ depth: 1 \}\),? \}\)/);
  });

  test("[x] is the floor (3.10.6), not a one-argument min; sgn（x） reads (3.10.7)", () => {
    expect(emitted("〖一半〗出牌阶段限一次，你可摸X张牌（X=[你的手牌数÷2]）。").ts).toContain("j.v.floor({ args: [j.v.div(");
    expect(emitted("〖符号〗出牌阶段限一次，你可摸X张牌（X=sgn（你已损失的体力值））。").ts).toContain("j.v.sgn({ args: [j.v.lostHp(");
  });

  test("第X张 reads as the Xth card, never as 第一张 (3.5.53: the ordinal carries its number, literal or X)", () => {
    const r = emitted("〖第〗准备阶段开始时，你可观看牌堆里的第X张牌（X为你的体力值）。");
    expect(r.ok).toBe(true);
    expect(r.ts).toContain('j.c.nth({ zone: "牌堆", n: j.v.var({ name: "X" })');
    expect(emitted("〖第二〗出牌阶段限一次，你可获得牌堆底的第二张牌。").ts).toContain('j.c.nth({ zone: "牌堆底", n: j.v.int({ n: 2 })');
  });

  test("仓廪里的牌 reads as the cards in 仓廪 (3.3.18, a public zone); 武将牌上的牌 without its “X” still does not", () => {
    const granary = emitted("〖仓〗出牌阶段限一次，你可获得仓廪里的一张牌。");
    expect(granary.ok).toBe(true);
    expect(granary.ts).toContain('j.c.zone({ zone: "仓廪" })');
    expect(emitted("〖上〗出牌阶段限一次，你可获得你武将牌上的一张牌。").ok).toBe(false);
  });
});
