// 004 3.5.22 来源 ◆ (伤害结算中若来源已死亡视为此伤害没有来源) and its ◎ 〖祸首②〗 (孟获, written in
// tests/rulings/packs/rulings.sgs): 孟获 becomes the source of the 【南蛮入侵】's damages while it
// settles; once he is dead they have no source. Compiled text: 〖祸首〗, 夏侯惇's 〖刚烈〗, 【南蛮入侵】.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const hits = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "damage" ? [`${x.source}>${x.victim}:${x.amount}${x.via ? ` ${x.via}` : ""}`] : []));

// Seat 0 uses 【南蛮入侵】 on everyone else; 夏侯惇 (seat 2) takes its damage from 孟获 and answers with
// 〖刚烈〗 (♠: not a heart): 孟获 has no hand card, so he takes 1 from 夏侯惇.
const game = (menghuoHp: number) => {
  const s = board(packs, {
    players: [
      { general: "白板", role: "lord", hand: ["南蛮入侵♠7"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
      { general: "孟获", role: "rebel", hp: menghuoHp },
      { general: "夏侯惇", role: "loyalist", agent: [{ activate: true, skill: "刚烈" }] },
      { general: "白板", role: "renegade" },
    ],
    drawPile: ["杀♠8", "杀♠9", "杀♠10"],
  });
  s.runPhase(0, "play");
  return s;
};

describe("3.5.22 来源 (〖祸首②〗)", () => {
  it("3.5.22 ◎例如 孟获在其他角色使用【南蛮入侵】指定目标后发动〖祸首②〗，如果其在此【南蛮入侵】的结算", () => {
    const s = game(1);
    // 孟获 is no target that settles (〖祸首①〗); 夏侯惇's damage comes from him, 〖刚烈〗's from
    // 夏侯惇 kills him, and the last target's damage has no source.
    expect(hits(s.entries())).toEqual(["1>2:1 南蛮入侵", "2>1:1 刚烈", "null>3:1 南蛮入侵"]);
    expect(s.player(1).alive).toBe(false);
    // the card's user is still seat 0 (3.5.22 ◆: a changed source does not change the user)
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 0, card: "南蛮入侵" }));
  });

  it("孟获 alive: every damage of the 【南蛮入侵】 comes from him, none from its user", () => {
    const s = game(2);
    expect(hits(s.entries())).toEqual(["1>2:1 南蛮入侵", "2>1:1 刚烈", "1>3:1 南蛮入侵"]);
    expect(s.player(1).hp).toBe(1);
  });

  it("孟获's own 【南蛮入侵】: 〖祸首②〗 needs another user; the damages are his as its user", () => {
    const s = board(packs, {
      players: [
        { general: "孟获", hand: ["南蛮入侵♠7"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    expect(hits(s.entries())).toEqual(["0>1:1 南蛮入侵", "0>2:1 南蛮入侵"]);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "becomeSource")).toBe(false);
  });
});
