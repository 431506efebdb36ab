// 〖离间〗出牌阶段限一次，你可弃置一张牌并选择一名能使用无对应的实体牌的【决斗】的男性角色A和一名是A使用无对应的
// 实体牌的【决斗】的合法目标的男性角色B▶A对B使用无对应的实体牌的【决斗】，此【决斗】不是【无懈可击】的合法目标。
// 4.2.2 (专题四 legality), 3.1.9 (无对应的实体牌), 4.2.5 (【决斗】's 轮流打出).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import type { Agent, PlayActionRequest, PlayersRequest } from "../../runtime/agents/agent.ts";
import type { SeatView } from "../../runtime/api/seatView.ts";
import { ScriptedAgent } from "../../runtime/agents/scripted.ts";
import type { PlayerId } from "../../runtime/model/types.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "桃", "决斗", "无懈可击"], ["离间", "空城"]), "standard.sgs");
});

const uses = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "use" ? [{ user: e.user, card: e.card, cards: e.cards, targets: e.targets }] : []));
const damages = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim }] : []));

describe("〖离间〗 (4.2.2 专题四, 3.1.9 无对应的实体牌的【决斗】)", () => {
  test("A uses a 【决斗】 with no physical card at B; B starts, has no 【杀】, takes 1 damage from A; 【无懈可击】 is never asked", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["桃"], agent: [{ play: { skill: "离间" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hand: ["无懈可击"], agent: [] },
        { general: "吕蒙", hand: ["无懈可击"], agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([{ user: 1, card: "决斗", cards: [], targets: [2] }]);
    expect(damages(s)).toEqual([{ source: 1, victim: 2 }]);
    expect(s.player(2).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
    // 此【决斗】不是【无懈可击】的合法目标: both keep their 【无懈可击】 (never asked: the scripts are empty)
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    expect(s.handNames(2)).toEqual(["无懈可击"]);
  });

  test("A and B must be male: 大乔 is never offered; with no second male 离间 cannot be activated", () => {
    const offered: PlayerId[][] = [];
    const diaochan = new ScriptedAgent([{ play: { skill: "离间" } }, { players: [1] }, { play: "end" }], "貂蝉");
    const spy: Agent = Object.assign(Object.create(diaochan) as Agent, {
      choosePlayers: (r: PlayersRequest) => {
        offered.push([...r.candidates]);
        return diaochan.choosePlayers(r);
      },
    });
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["桃"], agent: spy },
        { general: "黄盖", hand: ["杀"], agent: [{ respond: "杀" }] },
        { general: "大乔", hand: [] },
        { general: "吕蒙", hand: [] },
      ],
    });
    s.runPhase(0, "play");
    // A: 黄盖 or 吕蒙 (大乔 is female); B for 黄盖 is then only 吕蒙 (chosen without asking)
    expect(offered).toEqual([[1, 3]]);
    // B (吕蒙) starts and has no 【杀】
    expect(damages(s)).toEqual([{ source: 1, victim: 3 }]);

    /** The skills offered in 貂蝉's play phase, beside 大乔 and `other`. */
    const offeredSkills = (other: string): string[] => {
      const skills: string[] = [];
      const ender = new ScriptedAgent([{ play: "end" }], "貂蝉");
      const watch: Agent = Object.assign(Object.create(ender) as Agent, {
        playAction: (r: PlayActionRequest, view: SeatView) => {
          for (const o of r.options) if (o.kind === "skill") skills.push(o.skill);
          return ender.playAction(r, view);
        },
      });
      const t = createScenario({
        packs: [pack],
        players: [
          { general: "貂蝉", hand: ["桃"], agent: watch },
          { general: "黄盖", hand: [] },
          { general: "大乔", hand: [] },
          { general: other, hand: [] },
        ],
      });
      t.runPhase(0, "play");
      return skills;
    };
    expect(offeredSkills("孙尚香")).not.toContain("离间");
    expect(offeredSkills("吕蒙")).toContain("离间");
  });
});
