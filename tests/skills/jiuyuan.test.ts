// 〖救援〗主公技，锁定技，当你因执行其他吴势力角色使用的【桃】的效果而回复体力前，你令回复值+1。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("救援");
});

function dyingLord(saver: string, lordRole: "lord" | "rebel" = "lord") {
  const s = createScenario({
    packs: [pack],
    players: [
      { general: "孙权", role: lordRole, hp: 1 },
      { general: saver, role: lordRole === "lord" ? "loyalist" : "lord", hand: ["桃"], agent: [{ respond: "桃" }] },
      { general: "貂蝉", role: "rebel" },
    ],
  });
  // 4.2.18: 孙权 falls to 0 and is saved by the other player's 【桃】.
  s.act(2, (ctx) => ctx.damage(0, 1));
  return s;
}

describe("〖救援〗 (主公技 3.2.7, 锁定技, 4.2.15 回复体力前, 3.5.23 渠道)", () => {
  test("saved by another 吴 character's 【桃】: recovers 2", () => {
    const s = dyingLord("黄盖");
    expect(s.player(0).hp).toBe(2);
    expect(s.timings()).toContain("recover.before");
  });

  test("saved by a 【桃】 of a character of another faction (群 华佗): recovers 1", () => {
    const s = dyingLord("华佗");
    expect(s.player(0).hp).toBe(1);
  });

  test("主公技: a 孙权 who is not the lord does not have it", () => {
    const s = dyingLord("黄盖", "rebel");
    expect(s.player(0).hp).toBe(1);
  });

  test("其他: 孙权's own 【桃】 in the play phase is not raised", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙权", role: "lord", hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }, { play: "end" }] },
        { general: "黄盖", role: "rebel" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
  });
});
