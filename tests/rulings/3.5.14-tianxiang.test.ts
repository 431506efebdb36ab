// 004 3.5.14 转移 2. (a damage): 〖天香〗 (小乔（旧）, tests/rulings/packs/transfer.sgs) transfers the damage
// it takes at 受到伤害时❷: that damage is prevented, and the player chosen takes one of the same
// source, channel (3.5.23 3.), element and value, whose cause is the transfer (3.5.14 爪按). All
// compiled text: 〖天香〗〖悲歌〗〖狂风〗 (transfer.sgs), 【酒】【藤甲】【白银狮子】 (军争), 【青釭剑】【麒麟弓】
// 【爪黄飞电】【赤兔】〖刚烈〗 (standard).
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

/** Damage dealt: source>victim:amount, with the element when it has one. */
const hits = (e: readonly LogEntry[]) =>
  e.flatMap((x) => (x.t === "damage" ? [`${x.source}>${x.victim}:${x.amount}${x.element === "normal" ? "" : ` ${x.element}`}`] : []));
/** Skills activated, with their owner. */
const activated = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "skill" ? [`${x.player}:${x.skill}`] : []));
const transfers = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "transferDamage" ? [`${x.from}>${x.to}:${x.amount}`] : []));

describe("3.5.14 转移 (a damage: 〖天香〗)", () => {
  it("3.5.14 ◎例如 装备【青釭剑】的A使用【酒】后对装备【白银狮子】的小乔（旧）-大乔使用火 【杀】", () => {
    // In A's turn (its draw phase takes the first two cards), A drinks 【酒】, then a fire 【杀】 on
    // 小乔（旧） (【白银狮子】): 2 fire damage, transferred at ❷ to B (before 〖白银狮子①〗 at ❸).
    const a = () => ({
      general: "白板",
      hand: ["酒♠3", "火杀♥4"],
      equipment: ["青釭剑"],
      agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }, { players: [1] }, { play: "end" }] as const,
    });
    const DRAWS = ["无中生有♥7", "无中生有♥8", "杀♠7", "杀♠8", "杀♠9"];
    const xiaoqiao = { general: "小乔（旧）", hand: ["桃♥5", "闪♥8"], equipment: ["白银狮子"], agent: [{ respond: null }, { activate: true, skill: "天香" }, { cards: ["桃"] }, { players: [2] }] as const };

    // 1. B wears 【藤甲】: 〖藤甲②〗 at its ❷ (【青釭剑】 ignores the armour of the 【杀】's target, not B's): 3.
    const s1 = board(packs, { players: [a(), xiaoqiao, { general: "白板", equipment: ["藤甲♠2"] }, { general: "白板" }], drawPile: DRAWS });
    s1.runTurn(0);
    expect(transfers(s1.entries())).toEqual(["1>2:2"]);
    expect(hits(s1.entries())).toEqual(["0>2:3 fire"]);
    expect([s1.player(1).hp, s1.player(2).hp]).toEqual([3, 1]);
    // then 〖天香〗's draw: B has lost 3
    expect(s1.handNames(2)).toHaveLength(3);

    // 2. B has a “狂风” from 诸葛亮（神）'s 〖狂风①〗 (his end phase, a “星” into the discard pile): 〖狂风②〗 at ❷: 3.
    const s2 = board(packs, {
      players: [
        a(),
        xiaoqiao,
        { general: "白板" },
        { general: "诸葛亮（神）", piles: [{ name: "星", cards: ["闪♦6"] }], agent: [{ activate: true, skill: "狂风" }, { players: [2] }] },
      ],
      drawPile: DRAWS,
    });
    s2.runPhase(3, "finish");
    expect(s2.engine.marks(2, "狂风")).toBe(1);
    s2.runTurn(0);
    expect(transfers(s2.entries())).toEqual(["1>2:2"]);
    expect(hits(s2.entries())).toEqual(["0>2:3 fire"]);
    expect([s2.player(1).hp, s2.player(2).hp]).toEqual([3, 1]);
  });

  it("3.5.14 ◎例如 夏侯惇-张辽受到小乔（旧）-大乔对其造成的伤害后，对小乔（旧）-大乔发动 〖刚烈", () => {
    // 张辽 and 大乔 play no part: 夏侯惇 (〖刚烈〗) and 小乔（旧） (〖天香〗) alone. 小乔（旧）'s 【杀】 hits
    // 夏侯惇; his 〖刚烈〗 (not a heart) makes her take 1 from him; she transfers it to him: he takes
    // 1 from himself, and his second 〖刚烈〗's 来源 is himself.
    const s = board(packs, {
      players: [
        {
          general: "小乔（旧）",
          hand: ["杀♠7", "桃♥5", "闪♥J", "闪♦8"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { option: 1 }, { activate: true, skill: "天香" }, { cards: ["桃"] }, { players: [1] }, { play: "end" }],
        },
        { general: "夏侯惇", hand: ["闪♥9", "杀♣8"], agent: [{ respond: null }, { activate: true, skill: "刚烈" }, { activate: true, skill: "刚烈" }, { option: 1 }, { activate: false, skill: "刚烈" }] },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♣9", "闪♦6", "闪♦7", "杀♠10"],
    });
    s.runPhase(0, "play");
    expect(activated(s.entries())).toEqual(["1:刚烈", "0:天香", "1:刚烈"]);
    expect(transfers(s.entries())).toEqual(["0>1:1"]);
    // 小乔（旧）'s 【杀】; 〖刚烈〗's damage to her, transferred: from 夏侯惇 to himself; his second 〖刚烈〗: from himself again
    expect(hits(s.entries())).toEqual(["0>1:1", "1>1:1", "1>1:1"]);
    // 〖刚烈〗's 来源 chooses: 小乔（旧）, then 夏侯惇 himself
    const choosers = s.entries().filter((e) => e.t === "decision" && e.request === "chooseOption");
    expect(choosers.map((e) => (e as { player: number }).player)).toEqual([0, 1]);
    expect([s.player(0).hp, s.player(1).hp]).toEqual([3, 1]);
    // 〖天香〗's draw once the transferred damage has settled: 夏侯惇 has lost 3
    expect(s.handNames(1)).toHaveLength(5);
  });

  it("3.5.14 ◎例如 小乔（旧）-大乔和装备【藤甲】的A（从当前回合角色太史慈-蒋钦开始按逆时针方向排", () => {
    // 蒋钦 and 大乔 play no part: 太史慈 (〖天义〗 won: his fire 【杀】 takes two targets, tests/rulings/packs/tianyi.sgs)
    // with 【青釭剑】 uses it on 小乔（旧） and A (【藤甲】). 小乔（旧） is settled first and transfers her 1 fire
    // damage to A: A is a target whose armour 太史慈 ignores (3.7.7: B受到来源为A的伤害), so 〖藤甲②〗 adds nothing.
    const s = board(packs, {
      players: [
        {
          general: "太史慈",
          hand: ["闪♥K", "火杀♥4"],
          equipment: ["青釭剑"],
          agent: [{ play: { skill: "天义" } }, { players: [3] }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [1, 2] }],
        },
        { general: "小乔（旧）", hand: ["桃♥5"], agent: [{ activate: true, skill: "天香" }, { players: [2] }] },
        { general: "白板", equipment: ["藤甲♠2"] },
        { general: "白板", hand: ["桃♥3"] },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.runPhase(0, "play");
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 0, card: "杀", targets: [1, 2] }));
    expect(transfers(s.entries())).toEqual(["1>2:1"]);
    // the transferred damage, then A's own settlement of the 【杀】: 1 each, 〖藤甲②〗 never
    expect(hits(s.entries())).toEqual(["0>2:1 fire", "0>2:1 fire"]);
    expect(activated(s.entries())).not.toContain("2:藤甲");
    expect([s.player(1).hp, s.player(2).hp]).toEqual([3, 2]);
  });

  it("3.5.14 ◎例如 A对小乔（旧）-大乔使用【杀】，小乔（旧）-大乔在受到伤害时❷发动〖天香〗 将此", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "小乔（旧）", hand: ["桃♥5", "闪♥8"], agent: [{ respond: null }, { activate: true, skill: "天香" }, { cards: ["桃"] }, { players: [2] }] },
        { general: "白板" },
        // 〖悲歌〗 is asked once: for B's damage (its channel is the 【杀】), not for 小乔（旧）'s, prevented
        { general: "蔡文姬", hand: ["闪♦6"], agent: [{ activate: true, skill: "悲歌" }] },
      ],
      drawPile: ["杀♦9", "闪♥9", "闪♥J", "无中生有♥7"],
    });
    s.runPhase(0, "play");
    expect(hits(s.entries())).toEqual(["0>2:1"]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "damage", victim: 2, via: "杀" }));
    expect(activated(s.entries())).toEqual(["1:天香", "3:悲歌"]);
    // 〖悲歌〗: B judges (♦: B draws two), then 〖天香〗's draw (B has lost 1)
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "judge", player: 2, reason: "悲歌" }));
    expect(s.handNames(2)).toEqual(["闪", "闪", "无中生有"]);
    expect([s.player(1).hp, s.player(2).hp]).toEqual([3, 3]);
  });

  it("3.5.14 ◎例如 装备麒麟弓的A是装备区内有【爪黄飞电】和【赤兔】的小乔使用【杀】，A在A对小乔造", () => {
    // 小乔 and 大乔小乔 both have 〖天香〗 (小乔（旧）). A's 〖麒麟弓〗 discards 【爪黄飞电】 at ❷ of the
    // 【杀】's damage; 小乔 transfers it to 大乔小乔, who transfers it back: that damage is not caused by
    // executing the 【杀】's effect, so 〖麒麟弓〗 is not offered for it (the script would fail if it were).
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀♠7"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "麒麟弓" }, { cards: ["爪黄飞电"] }, { play: "end" }] },
        { general: "小乔（旧）", hand: ["桃♥5"], equipment: ["爪黄飞电", "赤兔"], agent: [{ activate: true, skill: "天香" }, { players: [2] }] },
        { general: "小乔（旧）", hand: ["桃♥6"], equipment: ["骅骝"], agent: [{ activate: true, skill: "天香" }, { players: [1] }] },
        { general: "白板" },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.runPhase(0, "play");
    expect(activated(s.entries())).toEqual(["0:麒麟弓", "1:天香", "2:天香"]);
    expect(transfers(s.entries())).toEqual(["1>2:1", "2>1:1"]);
    expect(hits(s.entries())).toEqual(["0>1:1"]);
    const equipped = (p: number) => Object.values(s.player(p).equipment).map((c) => s.engine.state.cards[c].name);
    expect(equipped(1)).toEqual(["赤兔"]);
    expect(equipped(2)).toEqual(["骅骝"]);
    expect([s.player(1).hp, s.player(2).hp]).toEqual([2, 3]);
  });
});

describe("3.5.23 渠道 (a transferred damage's channel is the one transferred; its cause is not the card's effect)", () => {
  it("3.5.23 ◎例如 小乔（旧）-大乔和A（从当前回合角色太史慈开始按逆时针方向排序）是装备 【麒麟弓", () => {
    // 蒋钦 and 大乔 play no part. 太史慈 (〖天义〗 won) with 【麒麟弓】 uses a 【杀】 on 小乔（旧） and A (with 【赤兔】).
    // 小乔（旧） transfers her damage to A: 〖麒麟弓〗 is not offered for it (the script would fail if it were);
    // in A's own settlement the 【杀】's damage is caused by its effect, and 〖麒麟弓〗 discards 【赤兔】.
    const s = board(packs, {
      players: [
        {
          general: "太史慈",
          hand: ["闪♥K", "杀♠7"],
          equipment: ["麒麟弓"],
          agent: [{ play: { skill: "天义" } }, { players: [3] }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [1, 2] }, { activate: true, skill: "麒麟弓" }],
        },
        { general: "小乔（旧）", hand: ["桃♥5"], agent: [{ activate: true, skill: "天香" }, { players: [2] }] },
        { general: "白板", equipment: ["赤兔"] },
        { general: "白板", hand: ["桃♥3"] },
      ],
      drawPile: ["杀♠8", "杀♠9", "杀♠10"],
    });
    s.runPhase(0, "play");
    expect(transfers(s.entries())).toEqual(["1>2:1"]);
    expect(hits(s.entries())).toEqual(["0>2:1", "0>2:1"]);
    const kylin = s.entries().findIndex((e) => e.t === "skill" && e.skill === "麒麟弓");
    const hitsBefore = hits(s.entries().slice(0, kylin));
    // 〖麒麟弓〗 came only in A's own settlement, after the transferred damage had been dealt
    expect(hitsBefore).toEqual(["0>2:1"]);
    expect(Object.values(s.player(2).equipment)).toEqual([]);
  });
});
