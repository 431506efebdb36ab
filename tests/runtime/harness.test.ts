// The scenario harness (issue #6 item 6, runtime/scenario.ts): strict and lenient agents as
// explicit options, a log that records every request (asked, forced, skipped with why), the
// targets added after a use was declared, each damage's element, and the built-in 白板 generals.
import { describe, expect, it } from "vitest";
import { BLANK_GENERALS, createScenario, type Faction, type LogEntry, type Pack, type SkillContext } from "../../runtime/index.ts";
import standardSlice from "../fixtures/standardSlice.ts";
import { trigger } from "./opsHelpers.ts";

/** The slice with no 白板 of its own: the harness's built-in ones are used. */
const slice: Pack = standardSlice;

const of = <T extends LogEntry["t"]>(entries: readonly LogEntry[], t: T) => entries.filter((e): e is Extract<LogEntry, { t: T }> => e.t === t);

/** Seat 0 uses its only 【杀】 on seat 1 (distance 1; seat 3 is the other candidate), then the play phase ends. */
const slashScript = [{ play: { card: "杀" } }, { players: [1] }] as const;

describe("strict and lenient agents (createScenario `agents`)", () => {
  it("lenient (the default): the request with a single legal answer — the only play option, end — is taken and logged as forced", () => {
    const s = createScenario({ packs: [slice], players: [{ general: "白板", hand: ["杀"], agent: [...slashScript] }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(of(s.entries(), "decision").map((d) => d.request)).toEqual(["playAction", "choosePlayers"]);
    expect(of(s.entries(), "forced")).toEqual([{ t: "forced", player: 0, request: "playAction", reason: "出牌阶段", answer: "end" }]);
  });

  it("lenient: a request with more than one legal answer that the script does not expect still fails", () => {
    const s = createScenario({ packs: [slice], agents: "lenient", players: [{ general: "白板", hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    expect(() => s.runPhase(0, "play")).toThrow(/unscripted choosePlayers request/);
  });

  it("strict: every request reaches the agent, so even the single legal answer must be scripted", () => {
    const board = (script: readonly object[]) =>
      createScenario({ packs: [slice], agents: "strict", players: [{ general: "白板", hand: ["杀"], agent: script as never }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    expect(() => board(slashScript).runPhase(0, "play")).toThrow(/unscripted playAction request end/);
    const s = board([...slashScript, { play: "end" }]);
    s.runPhase(0, "play");
    expect(of(s.entries(), "forced")).toEqual([]);
    expect(of(s.entries(), "decision").map((d) => d.request)).toEqual(["playAction", "choosePlayers", "playAction"]);
  });

  it("two players: the 【杀】's only legal target is forced under lenient, a scripted request under strict", () => {
    const players = (agent: readonly object[]) => [{ general: "白板", hand: ["杀"], agent: agent as never }, { general: "白板" }];
    const lenient = createScenario({ packs: [slice], players: players([{ play: { card: "杀" } }]) });
    lenient.runPhase(0, "play");
    expect(of(lenient.entries(), "forced").map((f) => `${f.request}:${JSON.stringify(f.answer)}`)).toEqual(["choosePlayers:[1]", 'playAction:"end"']);
    const strict = () => createScenario({ packs: [slice], agents: "strict", players: players([{ play: { card: "杀" } }]) });
    expect(() => strict().runPhase(0, "play")).toThrow(/unscripted choosePlayers request/);
    const full = createScenario({ packs: [slice], agents: "strict", players: players([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }]) });
    full.runPhase(0, "play");
    expect(full.player(1).hp).toBe(3);
  });
});

describe("the log records every request", () => {
  it("4.2.4: a target holding no 【闪】 (and no skill to provide one) is not asked; a skipped entry says so", () => {
    const s = createScenario({ packs: [slice], players: [{ general: "白板", hand: ["杀"], agent: [...slashScript] }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    s.runPhase(0, "play");
    expect(of(s.entries(), "skipped")).toEqual([
      { t: "skipped", player: 1, request: "respond", reason: "use 闪: 杀", why: "no 【闪】 in hand and no skill to provide one" },
    ]);
  });

  it("a target holding a 【闪】 is asked (a decision), and then is not skipped", () => {
    const s = createScenario({
      packs: [slice],
      players: [{ general: "白板", hand: ["杀"], agent: [...slashScript] }, { general: "白板", hand: ["闪"], agent: [{ respond: null }] }, { general: "白板" }, { general: "白板" }],
    });
    s.runPhase(0, "play");
    expect(of(s.entries(), "decision").filter((d) => d.player === 1)).toEqual([{ t: "decision", player: 1, request: "respond", reason: "use 闪: 杀", answer: null }]);
    expect(of(s.entries(), "skipped")).toEqual([]);
  });

  it("4.2.18: at a dying player's 处于濒死状态时, each player holding no 【桃】 is logged as skipped", () => {
    const s = createScenario({ packs: [slice], players: [{ general: "白板" }, { general: "白板", hp: 1 }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    s.run((e) => e.damage(1, 1, 0, {}));
    const skipped = of(s.entries(), "skipped").filter((e) => e.reason === "use 桃: dying");
    expect(skipped.map((e) => e.player).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(s.player(1).alive).toBe(false);
  });

  it("3.5.51, 4.2.4: targets added after the use was declared are logged (targets, change add)", () => {
    // 〖方天画戟〗's shape: as the 【杀】's targets are chosen, one more legal target may join it.
    const more = trigger("戟", "use.targetsChosen", (ctx: SkillContext) => ctx.addTargets(ctx.you, 0, 1), { subject: "owner" });
    const pack: Pack = { ...slice, skills: [...slice.skills, more] };
    const s = createScenario({
      packs: [pack],
      players: [{ general: "白板", skills: ["戟"], hand: ["杀"], agent: [...slashScript, { players: [3] }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    s.runPhase(0, "play");
    const use = of(s.entries(), "use")[0];
    expect(use.targets).toEqual([1]);
    expect(of(s.entries(), "targets")).toEqual([{ t: "targets", card: "杀", change: "add", players: [3] }]);
    expect([s.player(1).hp, s.player(3).hp]).toEqual([3, 3]);
  });
});

describe("3.5.24 / 3.5.58: each damage entry names its element", () => {
  it("normal, fire, thunder and ice damage; chain damage (3.5.25) is marked", () => {
    const s = createScenario({ packs: [slice], players: [{ general: "白板" }, { general: "白板", chained: true }, { general: "白板", chained: true }, { general: "白板" }] });
    s.run((e) => {
      e.damage(3, 1, 0, {});
      e.damage(1, 1, 0, {}, "fire"); // conducts to seat 2 (3.9.3)
      e.damage(3, 1, 0, {}, "thunder");
      e.damage(0, 1, null, {}, "ice"); // no source: no ice choice
    });
    const damages = of(s.entries(), "damage").map((d) => `${d.victim}:${d.element}${d.chained ? ":chain" : ""}`);
    expect(damages).toEqual(["3:normal", "1:fire", "2:fire:chain", "3:thunder", "0:ice"]);
  });

  it("a 【杀】's damage is normal", () => {
    const s = createScenario({ packs: [slice], players: [{ general: "白板", hand: ["杀"], agent: [...slashScript] }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    s.runPhase(0, "play");
    expect(of(s.entries(), "damage")).toEqual([expect.objectContaining({ source: 0, victim: 1, amount: 1, element: "normal", via: "杀" })]);
  });
});

describe("built-in 白板 generals (runtime/scenario.ts BLANK_GENERALS)", () => {
  const factions: Faction[] = ["wei", "shu", "wu", "qun", "god", "jin"];

  it("every faction has a male and a female 白板: no skills, 4 hp, not a lord", () => {
    for (const f of factions) {
      for (const gender of ["male", "female"] as const) {
        expect(BLANK_GENERALS.filter((g) => g.faction === f && g.gender === gender).length).toBeGreaterThan(0);
      }
    }
    for (const g of BLANK_GENERALS) expect([g.skills, g.hp, g.lord]).toEqual([[], 4, false]);
    expect(BLANK_GENERALS.map((g) => g.name)).toEqual([
      "白板", "白板女", "魏白板", "魏白板女", "蜀白板", "蜀白板女", "吴白板", "吴白板女", "群白板", "群白板女", "神白板", "神白板女", "晋白板", "晋白板女",
    ]);
  });

  it("a scenario seats them by name without any pack defining them", () => {
    const names = ["魏白板", "蜀白板女", "吴白板", "神白板女", "晋白板", "白板"];
    const s = createScenario({ packs: [slice], players: names.map((general) => ({ general })) });
    expect(names.map((_, seat) => [s.engine.state.players[seat].faction, s.engine.state.players[seat].gender, s.player(seat).hp, s.engine.state.players[seat].skills])).toEqual([
      ["wei", "male", 4, []],
      ["shu", "female", 4, []],
      ["wu", "male", 4, []],
      ["god", "female", 4, []],
      ["jin", "male", 4, []],
      ["qun", "male", 4, []],
    ]);
  });

  it("a pack's general of the same name takes precedence; skills and hp can still be given per seat", () => {
    const at = { file: "t", line: 1, column: 1 };
    const pack: Pack = { ...slice, generals: [...slice.generals, { name: "魏白板", faction: "wei", gender: "male", hp: 3, lord: false, skills: ["奸雄"], source: at }] };
    const s = createScenario({ packs: [pack], players: [{ general: "魏白板" }, { general: "蜀白板", skills: ["咆哮"], hp: 2 }, { general: "白板" }, { general: "白板" }] });
    expect([s.player(0).hp, s.engine.state.players[0].skills]).toEqual([3, ["奸雄"]]);
    expect([s.player(1).hp, s.engine.state.players[1].skills]).toEqual([2, ["咆哮"]]);
    expect(() => createScenario({ packs: [slice], players: [{ general: "无名白板" }] })).toThrow(/unknown general 无名白板/);
  });
});
