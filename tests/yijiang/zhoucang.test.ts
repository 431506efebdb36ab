// 周仓 (一将成名2014): 〖忠勇〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Pack, type RespondRequest, type Scenario, type ScriptStep, type SeatView } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖忠勇〗当【杀】于出牌阶段内被抵消后，若使用者为你，你可令除此目标对应的角色外的一名角色获得弃牌堆里的抵消此【杀】的【闪】对应的所有实体牌▷若其不为你，你可对此目标对应的角色使用【杀】（无距离关系的限制）。", () => {
  // Four seats: 周仓 (0) attacks 孙权 (1), who dodges; 黄盖 (2) is at distance 2 from 周仓.
  const board = (zc: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "周仓", hand: ["杀", "杀"], agent: zc },
        { general: "孙权", skills: [], hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "黄盖", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
    });

  test("the 【闪】 goes to another player; then 周仓 may use a 【杀】 on the target again", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "忠勇" }, { players: [3] }, { activate: true, skill: "忠勇" }, { respond: "杀" }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "gain")).toMatchObject([{ from: ["discardPile"], to: ["hand3"] }]);
    expect(s.handNames(3)).toEqual(["闪"]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.handNames(0)).toEqual([]);
  });

  test("the 【闪】 goes to 周仓 himself: no second 【杀】", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "忠勇" }, { players: [0] }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(damages(s)).toEqual([]);
  });

  test("除此目标对应的角色外: the player who dodged is not offered", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "忠勇" }, { players: [1] }]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
  });

  test("the second 【杀】 has no distance limit: 黄盖, out of reach once 周仓's 【青釭剑】 is gone, is attacked again", () => {
    // 周仓 reaches 黄盖 (distance 2) with 【青釭剑】; as 黄盖 dodges, the weapon leaves (a test device)
    let s: Scenario | null = null;
    const huanggai = new ScriptedAgent([{ respond: "闪" }], "黄盖");
    const agent = Object.assign(Object.create(huanggai) as ScriptedAgent, {
      respond: (r: RespondRequest, v: SeatView) => {
        const weapon = s!.player(0).equipment.weapon;
        if (weapon !== undefined) s!.engine.state.placeCard(weapon, { kind: "discardPile" });
        return huanggai.respond(r, v);
      },
    });
    s = createScenario({
      packs,
      players: [
        { general: "周仓", hand: ["杀", "杀"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "忠勇" }, { players: [3] }, { activate: true, skill: "忠勇" }, { respond: "杀" }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "黄盖", skills: [], hand: ["闪"], agent },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.view.inAttackRange(0, 2)).toBe(false);
    expect(damages(s)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
  });

  test("declined: the 【闪】 stays in the discard pile", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "忠勇" }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["闪", "杀"]);
  });

  test("not for another's 【杀】 dodged", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", skills: [], hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "周仓", agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "忠勇")).toBe(false);
  });

  test("于出牌阶段内: not for a 【杀】 dodged outside the play phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "周仓", agent: [] },
        { general: "孙权", skills: [], hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.run((e) => {
      const def = e.registry.cards.get("杀")!;
      const card = e.state.drawPile.find((c) => e.state.cards[c].name === "杀")!;
      e.state.placeCard(card, { kind: "hand", owner: 0 });
      e.useCard(0, [card], def, def.uses[0], { countsTowardLimit: false, targets: [1] } as never);
    });
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
    expect(asked(s, "忠勇")).toBe(false);
  });
});
