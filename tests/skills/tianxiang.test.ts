// 〖天香〗 (小乔（旧）, tests/rulings/packs/transfer.sgs), compiled: "当你受到伤害时❷，你可弃置一张红桃手牌并
// 选择一名其他角色▶你将此伤害转移给其，其摸X张牌（X为其已损失的体力值）" — 3.5.14 2.: the damage 小乔 would
// take is prevented (she never takes it: no hp deduction, no 受到伤害后, no 伤害结算结束后) and the one
// chosen takes a damage of the same source, channel, element and value, which settles first; then
// the draw.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "../rulings/compiled.ts";
import { DAMAGE_HEAD, DAMAGE_TAIL } from "../runtime/opsHelpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

/** source>victim:amount element (via the channel). */
const hits = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "damage" ? [`${x.source}>${x.victim}:${x.amount} ${x.element}${x.via ? ` ${x.via}` : ""}`] : []));
/** The damage timing ids each damage event reached, in the order the events began. */
function damageTimings(e: readonly LogEntry[]): string[][] {
  const byEvent = new Map<number, string[]>();
  for (const x of e) {
    if (x.t !== "timing" || !x.id.startsWith("damage.")) continue;
    if (!byEvent.has(x.event)) byEvent.set(x.event, []);
    byEvent.get(x.event)!.push(x.id);
  }
  return [...byEvent.values()];
}

describe("〖天香〗: 将此伤害转移给其 (3.5.14 2.)", () => {
  it("the new victim takes the damage, the original one does not: her 受到伤害后 never comes", () => {
    // 小乔（旧） also has 〖刚烈〗 (受到伤害后): were her damage dealt, she would be asked about it.
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "小乔（旧）", skills: ["天香", "刚烈"], hand: ["桃♥5", "闪♥8"], agent: [{ respond: null }, { activate: true, skill: "天香" }, { cards: ["桃"] }, { players: [2] }] },
        // the new victim's 受到伤害后 does come: 夏侯惇's 〖刚烈〗 is asked (and declined)
        { general: "夏侯惇", agent: [{ activate: false, skill: "刚烈" }] },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.runPhase(0, "play");
    expect(hits(s.entries())).toEqual(["0>2:1 normal 杀"]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
    expect(s.entries()).toContainEqual({ t: "transferDamage", from: 1, to: 2, amount: 1 });
    // no 防止 entry for the transferred damage: it has its own
    expect(s.entries().filter((e) => e.t === "prevent")).toEqual([]);
    // the original damage stops at 受到伤害时❷; the new one runs its whole flow (inside it)
    const [original, moved] = damageTimings(s.entries());
    expect(original).toEqual(["damage.beforeSettle", "damage.settleStart", "damage.cause.1", "damage.cause.2", "damage.cause.3", "damage.take.1", "damage.take.2"]);
    expect(moved).toEqual([...DAMAGE_HEAD, ...DAMAGE_TAIL]);
    // the draw comes after the new damage has settled: 夏侯惇 has lost 1
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  it("keeps the source, element and value (a 2-point thunder damage from seat 0 stays one)", () => {
    const s = board(packs, {
      players: [
        { general: "白板" },
        { general: "小乔（旧）", hand: ["闪♥8"], agent: [{ activate: true, skill: "天香" }, { players: [3] }] },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.run((e) => e.damage(1, 2, 0, {}, "thunder"), 0);
    expect(hits(s.entries())).toEqual(["0>3:2 thunder"]);
    expect([s.player(1).hp, s.player(3).hp]).toEqual([3, 2]);
    expect(s.handNames(3)).toEqual(["杀", "杀"]);
  });

  it("a source-less damage stays source-less: 小乔（旧） does not become its source", () => {
    const s = board(packs, {
      players: [
        { general: "白板" },
        { general: "小乔（旧）", hand: ["闪♥8"], agent: [{ activate: true, skill: "天香" }, { players: [2] }] },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.run((e) => e.damage(1, 1, null, {}), 0);
    expect(hits(s.entries())).toEqual(["null>2:1 normal"]);
  });

  it("is not offered without a heart hand card (its cost)", () => {
    const s = board(packs, {
      players: [{ general: "白板" }, { general: "小乔（旧）", hand: ["闪♦6"] }, { general: "白板" }, { general: "白板" }],
      drawPile: ["杀♠8"],
    });
    s.run((e) => e.damage(1, 1, 0, {}), 0);
    expect(hits(s.entries())).toEqual(["0>1:1 normal"]);
    expect(s.player(1).hp).toBe(2);
  });

  it("a transferred non-chain fire damage resets a chained new victim and sets off the chain (3.9.3, 4.2.12's table)", () => {
    // 小乔（旧） is chained too: her damage was prevented, so she is not reset, and the chain conducts
    // to her; she has no heart left, so she takes that one.
    const s = board(packs, {
      players: [
        { general: "白板" },
        { general: "小乔（旧）", chained: true, hand: ["闪♥8"], agent: [{ activate: true, skill: "天香" }, { players: [2] }] },
        { general: "白板", chained: true },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.run((e) => e.damage(1, 1, 0, {}, "fire"), 0);
    expect(s.entries().flatMap((x) => (x.t === "damage" ? [`${x.victim}:${x.amount}${x.chained ? " chain" : ""}`] : []))).toEqual(["2:1", "1:1 chain"]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([false, false]);
    expect([s.player(1).hp, s.player(2).hp]).toEqual([2, 3]);
  });
});
