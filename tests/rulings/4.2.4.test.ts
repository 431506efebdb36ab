// Rulings of 4.2.4 (牌的使用事件): the use flow goes on when its user dies during it — on the compiled
// packs (【决斗】, 一将成名's 钟繇 〖佐定〗, the test pack's 吕布（神） 〖无谋〗).
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("4.2.4 the user dies during its own use", () => {
  it("4.2.4 ◎例如 呂布（神）對馬岱使用【決鬥】，在使用此【決鬥】時發動〖無謀〗，呂布失去1點體力死", () => {
    // 〖无谋〗: with no “暴怒”, 吕布 can only lose 1 hp; 〖佐定〗 lets one of the 【决斗】's targets draw.
    const zhongyao = new RecordingAgent([{ activate: true, skill: "佐定" }], "钟繇");
    const s = board(packs, {
      players: [
        { general: "吕布（神）", role: "rebel", hp: 1, hand: ["决斗♠A"], agent: [{ play: { card: "决斗" } }, { players: [1] }] },
        { general: "马岱", role: "lord" },
        { general: "钟繇", role: "loyalist", agent: zhongyao },
        { general: "白板", role: "renegade" },
        { general: "白板", role: "rebel" },
      ],
      drawPile: ["闪"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).alive).toBe(false);
    // 吕布 died at 被使用时; 指定目标后 still came and 〖佐定〗 was offered there: 马岱 drew.
    const t = s.timings();
    const died = s.entries().findIndex((e) => e.t === "death");
    const specified = s.entries().findIndex((e) => e.t === "timing" && e.id === "use.specifiedTarget");
    expect(died).toBeGreaterThan(-1);
    expect(specified).toBeGreaterThan(died);
    expect(t.indexOf("use.used")).toBeLessThan(t.indexOf("use.specifiedTarget"));
    expect(zhongyao.remaining).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
});
