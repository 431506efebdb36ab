// Rulings of 4.2.4 (牌的使用事件): the use flow goes on when its user dies during it.
import { describe, expect, it } from "vitest";
import { RecordingAgent, general, rulingsPack } from "./helpers.ts";
import { createScenario, type Pack, type SkillContext, type SkillDef } from "../../runtime/index.ts";

const at = { file: "tests/rulings/4.2.4.test.ts", line: 1, column: 1 };

describe("4.2.4 the user dies during its own use", () => {
  // 【决斗】 is not in the slice: a 【杀】 stands in for it. 〖无谋〗 is reduced to "锁定技，当你使用
  // 【杀】时，你失去1点体力" and 〖佐定〗 to "当其他角色使用的【杀】指定目标后，你可摸一张牌".
  const wumou: SkillDef = {
    name: "无谋",
    tags: ["locked"],
    parts: [
      {
        kind: "trigger",
        timing: "use.used",
        subject: "owner",
        optional: false,
        condition: (ctx: SkillContext) => ctx.eventOf("use").card.name === "杀",
        effect: (ctx: SkillContext) => ctx.loseHp(ctx.you, 1),
        source: at,
      },
    ],
    source: at,
  };
  const zuoding: SkillDef = {
    name: "佐定",
    tags: [],
    parts: [
      {
        kind: "trigger",
        timing: "use.specifiedTarget",
        subject: "any",
        optional: true,
        condition: (ctx: SkillContext) => ctx.eventOf("use").user !== ctx.you && ctx.eventOf("use").card.name === "杀",
        effect: (ctx: SkillContext) => void ctx.draw(ctx.you, 1),
        source: at,
      },
    ],
    source: at,
  };
  const pack: Pack = {
    ...rulingsPack,
    generals: [...rulingsPack.generals, general("吕布（神）", ["无谋"]), general("钟繇", ["佐定"], 3)],
    skills: [...rulingsPack.skills, wumou, zuoding],
  };

  it("4.2.4 ◎例如 呂布（神）對馬岱使用【決鬥】，在使用此【決鬥】時發動〖無謀〗，呂布失去1點體力死", () => {
    const zhongyao = new RecordingAgent([{ activate: true, skill: "佐定" }]);
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "吕布（神）", role: "rebel", hp: 1, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] },
        { general: "马超", role: "lord" },
        { general: "钟繇", role: "loyalist", agent: zhongyao },
        { general: "貂蝉", role: "renegade" },
        { general: "黄盖", role: "rebel" },
      ],
      drawPile: ["闪"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).alive).toBe(false);
    // 吕布 died at 被使用时; 指定目标后 still came and 〖佐定〗 was offered there.
    const t = s.timings();
    const died = s.entries().findIndex((e) => e.t === "death");
    const specified = s.entries().findIndex((e) => e.t === "timing" && e.id === "use.specifiedTarget");
    expect(died).toBeGreaterThan(-1);
    expect(specified).toBeGreaterThan(died);
    expect(t.indexOf("use.used")).toBeLessThan(t.indexOf("use.specifiedTarget"));
    expect(zhongyao.remaining).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
  });
});
