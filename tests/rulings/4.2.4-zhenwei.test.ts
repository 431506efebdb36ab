// 000 4.2.4 ◎例如 (〖镇卫〗 and 〖窃听〗): 对…使用过 names the targets a use ended up with — a target
// cancelled (3.7.6) was not used on, the one a card is transferred to (3.5.14) was, the one it was
// transferred from was not. Compiled text: 文聘's 〖镇卫〗 (tests/rulings/packs), 一将成名's 马岱, 曹冲 and
// 蔡夫人 (〖窃听〗: 其他角色的回合结束前❶，若其于此回合内未对除其外的角色使用过牌，你可选择…).
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const DRAW = ["桃", "桃", "桃", "桃", "桃"];
const askedQieting = (cai: RecordingAgent) => cai.asked.some((r) => r.kind === "activate" && r.skill === "窃听");

describe("4.2.4 对…使用过 after 取消 and 转移 (〖镇卫〗, 〖窃听〗)", () => {
  it("4.2.4 ◎例如 馬岱於出牌階段內對曹沖使用【殺】，文聘在曹沖成為此【殺】的目標時發動〖鎮衛〗選擇", () => {
    const cai = new RecordingAgent([{ activate: true, skill: "窃听" }], "蔡夫人");
    const s = board(packs, {
      players: [
        { general: "马岱", role: "rebel", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "曹冲", role: "lord" },
        { general: "文聘", role: "loyalist", hand: ["闪♥2"], agent: [{ activate: true, skill: "镇卫" }, { option: 1 }] },
        { general: "蔡夫人", role: "renegade", agent: cai },
      ],
      drawPile: DRAW,
    });
    s.runTurn(0);
    // the 【杀】 lost its only target: 曹冲 was never hit, and 马岱 has used no card on another player
    expect(s.entries().some((e) => e.t === "targets" && e.change === "cancel")).toBe(true);
    expect(s.player(1).hp).toBe(3);
    expect(askedQieting(cai)).toBe(true);
    expect(cai.remaining).toEqual([]);
    expect(s.handNames(3)).toEqual(["桃"]);
  });

  it("4.2.4 ◎例如 馬岱於出牌階段內使用【閃電】，文聘在馬岱成為此【閃電】的目標時發動〖鎮衛〗選擇執", () => {
    const cai = new RecordingAgent([], "蔡夫人");
    const s = board(packs, {
      players: [
        { general: "马岱", role: "rebel", hand: ["闪电♠A"], agent: [{ play: { card: "闪电" } }, { play: "end" }] },
        { general: "曹冲", role: "lord" },
        { general: "文聘", role: "loyalist", hand: ["闪♥2"], agent: [{ activate: true, skill: "镇卫" }, { option: 0 }] },
        { general: "蔡夫人", role: "renegade", agent: cai },
      ],
      drawPile: DRAW,
    });
    s.runTurn(0);
    // 文聘 drew a card and the 【闪电】 went to his judge area: 马岱 used it on 文聘, not on himself
    expect(s.entries().some((e) => e.t === "transfer" && e.card === "闪电" && e.from === 0 && e.to === 2)).toBe(true);
    expect(s.engine.state.players[2].judgeArea.map((c) => s.card(c).name)).toEqual(["闪电"]);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(askedQieting(cai)).toBe(false);
  });
});
