// 3.8.10 视为 on the compiled packs: a card's suit treated as another (小乔's 〖红颜〗：锁定技，你的黑桃牌的花色视为
// 红桃) and a player treated as equipped (诸葛亮（火）'s 〖八阵〗：锁定技，若你的装备区里没有防具牌，你视为装备着
// 【八卦阵】), both written in tests/rulings/packs/shiwei.sgs. The rulings of 3.1.9, 3.5.4, 3.8.17 and 3.8.20
// on 〖红颜〗 and of 3.8.10 on 〖八阵〗.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { suitOfCard } from "../../runtime/engine/cardSuits.ts";
import { equipmentSkillsOf } from "../../runtime/engine/modifiers.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks, testPackDiagnostics } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);
const asked = (agent: RecordingAgent, skill: string) => agent.asked.some((r) => r.kind === "activate" && r.skill === skill);
const cardNamed = (s: ReturnType<typeof board>, name: string) => s.engine.state.cards.find((c) => c.name === name)!.id;

describe("tests/rulings/packs/shiwei.sgs", () => {
  it("compiles without diagnostics", () => {
    expect(testPackDiagnostics().filter((d) => d.file === "shiwei.sgs")).toEqual([]);
  });
});

describe("3.5.4 <角色>的<……>牌视为<……> (〖红颜〗)", () => {
  // 〖武圣〗 (使用/打出对应的实体牌为你的一张红色牌的【杀】) given to 小乔 reads her cards' colour: a black card
  // it accepts is one 〖红颜〗 treats as a 红桃 one.
  const wusheng = (hongyan: boolean, where: "hand" | "equipment") => {
    const xiao = new RecordingAgent(hongyan ? [{ play: { need: "杀" } }, { activate: true, skill: "武圣" }] : [{ play: "end" }], "小乔");
    const s = board(packs, {
      players: [
        { general: "小乔", skills: hongyan ? ["红颜", "武圣"] : ["武圣"], ...(where === "hand" ? { hand: ["决斗♠A"] } : { equipment: ["青釭剑"] }), agent: xiao },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    return { s, xiao };
  };

  it("3.5.4 ◎例如 小乔的黑桃手牌、装备区里的黑桃牌和黑桃判定牌的花色均会受到〖红颜〗的影响视为红桃", () => {
    // 黑桃手牌 and 装备区里的黑桃牌: the ♠ 【决斗】 in her hand and the ♠ 【青釭剑】 she equips are red cards
    // for 〖武圣〗; each becomes a 【杀】 used at 白板
    for (const where of ["hand", "equipment"] as const) {
      const { s, xiao } = wusheng(true, where);
      expect(xiao.remaining).toEqual([]);
      expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", card: "杀", targets: [1] }));
      expect(s.player(1).hp).toBe(3);
      // without 〖红颜〗 the same card is black: no 【杀】 is offered
      const plain = wusheng(false, where);
      expect(plain.xiao.offered.flat().some((o) => o.kind === "need" && o.name === "杀")).toBe(false);
      expect(plain.s.player(1).hp).toBe(4);
    }

    // 黑桃判定牌: the ♠7 judgement of 小乔's 【闪电】 is 红桃 — not 黑桃2~9: no damage, the 【闪电】 moves on.
    // 判定区里的黑桃牌: the ♠A 【闪电】 in her judge area is still 黑桃.
    const s = board(packs, { players: [{ general: "小乔", judge: ["闪电♠A"] }, { general: "白板" }], drawPile: ["杀♠7"] });
    const lightning = cardNamed(s, "闪电");
    const judgement = s.engine.state.drawPile[0];
    expect(suitOfCard(s.engine, lightning)).toBe("spade");
    expect(suitOfCard(s.engine, judgement)).toBe("spade"); // in the draw pile: no one's card
    s.runPhase(0, "judge");
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "judge", player: 0, card: judgement, reason: "闪电" }));
    expect(s.player(0).hp).toBe(3);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
    expect(s.engine.state.zone(lightning)).toEqual({ kind: "judge", owner: 1 });
    // the same judgement for anyone else is 黑桃: 3 thunder damage
    const other = board(packs, { players: [{ general: "白板", judge: ["闪电♠A"] }, { general: "白板" }], drawPile: ["杀♠7"] });
    other.runPhase(0, "judge");
    expect(other.player(0).hp).toBe(1);
  });
});

describe("3.8.17 展示 (〖红颜〗)", () => {
  // 吕蒙（神）'s 〖攻心〗 is the one 界吕蒙 gains by 〖勤学〗 (jiexian.sgs), word for word: 出牌阶段限一次，你可观看一
  // 名其他角色的手牌▶你可展示其中的一张红桃牌▷你选择：1.弃置此牌；2.将此牌置于牌堆顶。
  const gongxin = (target: string, option: number) => {
    const lv = new RecordingAgent([{ play: { skill: "攻心" } }, { activate: true, skill: "攻心" }, { option }], "吕蒙");
    const s = board(packs, {
      players: [
        { general: "界吕蒙", skills: ["攻心"], agent: lv },
        { general: target, hand: ["杀♠7"] },
      ],
    });
    const slash = s.player(1).hand[0];
    s.runPhase(0, "play");
    return { s, lv, slash };
  };

  it("3.8.17 ◎例如 吕蒙（神）对小乔发动〖攻心〗，展示的小乔的一张手牌为黑桃（此牌的花色受到〖红颜〗", () => {
    // the ♠ 【杀】 is a 红桃牌 in 小乔's hand: 吕蒙 shows it, then discards it …
    const discard = gongxin("小乔", 0);
    expect(discard.lv.remaining).toEqual([]);
    expect(discard.s.entries()).toContainEqual(expect.objectContaining({ t: "show", player: 0, cards: [discard.slash] }));
    expect(discard.s.player(1).hand).toEqual([]);
    expect(discard.s.engine.state.discardPile).toEqual([discard.slash]);
    // … or puts it on top of the draw pile
    const top = gongxin("小乔", 1);
    expect(top.lv.remaining).toEqual([]);
    expect(top.s.engine.state.drawPile[0]).toBe(top.slash);
    // the same ♠ card in another's hand is no 红桃牌: nothing can be shown
    const plain = gongxin("白板", 0);
    expect(plain.s.entries().some((e) => e.t === "show")).toBe(false);
    expect(plain.s.player(1).hand).toEqual([plain.slash]);
  });
});

describe("3.8.20 获得 (〖红颜〗)", () => {
  // 周瑜（标）'s 〖反间〗 (standard.sgs): …你可令一名其他角色选择一种花色▶其获得你的一张手牌并展示之▷若此牌的
  // 花色与其选择的花色不同，你对其造成1点伤害。 Suit options: 黑桃 红桃 梅花 方块.
  const fanjian = (target: string, guess: number) => {
    const s = board(packs, {
      players: [
        { general: "周瑜", hand: ["杀♠7"], agent: [{ play: { skill: "反间" } }] },
        { general: target, agent: [{ option: guess }] },
      ],
    });
    const slash = s.player(0).hand[0];
    s.runPhase(0, "play");
    return { s, slash };
  };

  it("3.8.20 ◎例如 周瑜（标）对小乔发动〖反间〗，小乔获得周瑜的一张手牌，然后展示此牌为黑桃，此牌的", () => {
    // 小乔 names 红桃: the ♠ card she gains and shows is 红桃 in her hand — the same suit, no damage
    const heart = fanjian("小乔", 1);
    expect(heart.s.player(1).hand).toEqual([heart.slash]);
    expect(heart.s.entries()).toContainEqual(expect.objectContaining({ t: "show", player: 1, cards: [heart.slash] }));
    expect(heart.s.player(1).hp).toBe(3);
    // naming 黑桃 is naming another suit: 1 damage
    const spade = fanjian("小乔", 0);
    expect(spade.s.player(1).hand).toEqual([spade.slash]);
    expect(spade.s.player(1).hp).toBe(2);
    // for anyone else the card stays 黑桃
    const plain = fanjian("白板", 1);
    expect(plain.s.player(1).hp).toBe(3);
  });
});

describe("3.8.10 ◆1 视为装备着 (〖八阵〗)", () => {
  it("诸葛亮（火） without armour has 〖八卦阵〗 and no card in the equipment area; with armour, not", () => {
    const s = board(packs, { players: [{ general: "诸葛亮（火）", equipment: ["赤兔"] }, { general: "诸葛亮（火）", equipment: ["仁王盾"] }] });
    expect(equipmentSkillsOf(s.engine, 0)).toContain("八卦阵");
    expect(Object.values(s.player(0).equipment).filter((c) => c !== undefined)).toHaveLength(1);
    expect(equipmentSkillsOf(s.engine, 1)).not.toContain("八卦阵");
  });

  it("3.8.10 ◎例如 马超发动【铁骑】令装备区里没有防具牌的诸葛亮的带有“锁定技”标签的武将技能于当前", () => {
    // 界马超's 〖铁骑〗 (jiexian.sgs): 判定▶此目标对应的角色的所有未带有“锁定技”标签的武将技能于此回合内无效，其需弃
    // 置一张与结果花色相同的牌，否则其不能响应此【杀】. (The seed's “带有” is read as the 界 text's 未带有: 〖八阵〗
    // is a 锁定技, and the 〖八卦阵〗 it gives is no general skill.) 诸葛亮 discards a ♥ card and answers with
    // 〖八卦阵〗: its ♥ judgement gives him a 【闪】. A 〖观星〗 given to him shows the general skills without the
    // tag are invalid as 〖八卦阵〗 is asked.
    let s: ReturnType<typeof board> | null = null;
    const validity: Record<string, boolean> = {};
    class Watching extends RecordingAgent {
      override activate(r: Parameters<RecordingAgent["activate"]>[0]): boolean {
        if (r.skill === "八卦阵" && s) for (const k of ["观星", "八阵", "八卦阵"]) validity[k] = s.engine.isSkillValid(1, k);
        return super.activate(r);
      }
    }
    const zhuge = new Watching([{ activate: true }, { activate: true, skill: "八卦阵" }], "诸葛亮");
    s = board(packs, {
      players: [
        { general: "界马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "铁骑" }, { play: "end" }] },
        { general: "诸葛亮（火）", skills: ["八阵", "观星"], hand: ["桃♥6"], agent: zhuge },
      ],
      // 界马超's two draws, then 〖铁骑〗's judgement (♥) and 〖八卦阵〗's (♥)
      drawPile: ["闪♦2", "闪♦3", "桃♥5", "闪♥2"],
    });
    s.runTurn(0);
    expect(zhuge.remaining).toEqual([]);
    expect(skills(s.entries())).toEqual(["铁骑@界限突破", "八卦阵"]);
    expect(validity).toEqual({ 观星: false, 八阵: true, 八卦阵: true });
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 1, card: "闪", cards: [] }));
    expect(s.player(1).hp).toBe(3);
  });

  const qinggang = (withSword: boolean) => {
    const zhuge = new RecordingAgent([{ activate: true, skill: "八卦阵" }], "诸葛亮");
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀♠7"], ...(withSword ? { equipment: ["青釭剑"] } : {}), agent: [{ play: { card: "杀" } }] },
        { general: "诸葛亮（火）", agent: zhuge },
      ],
      drawPile: ["桃♥5"],
    });
    s.runPhase(0, "play");
    return { s, zhuge };
  };

  it("3.8.10 ◎例如 装备【青釭剑】的角色对装备区里没有防具牌的诸葛亮（火）使用【杀】，诸葛亮不能发动", () => {
    // 〖青釭剑〗: 你于此【杀】对此目标的使用结算中无视其防具 — the armour skill he is treated as having too
    const sword = qinggang(true);
    expect(asked(sword.zhuge, "八卦阵")).toBe(false);
    expect(sword.s.player(1).hp).toBe(2);
    // without the sword he answers with 〖八卦阵〗
    const plain = qinggang(false);
    expect(asked(plain.zhuge, "八卦阵")).toBe(true);
    expect(plain.s.player(1).hp).toBe(3);
  });

  it("3.8.10 ◎例如 未受伤的吴国太能对装备区里只有一张牌的黄月英和装备区里只有一张牌的诸葛亮（火）发", () => {
    // 〖甘露〗 (一将成名): 你可选择装备区里的牌数之差不大于X的两名角色（X为你已损失的体力值）▶这两名角色交换装备区里的牌.
    // X is 0; 诸葛亮's equipment area holds one card (the 【八卦阵】 he is treated as equipped with is none), as
    // 黄月英's does; the blank with two cards pairs with neither.
    const wu = new RecordingAgent([{ play: { skill: "甘露" } }, { players: [1, 2] }], "吴国太");
    const s = board(packs, {
      players: [
        { general: "吴国太", agent: wu },
        { general: "黄月英", equipment: ["诸葛连弩"] },
        { general: "诸葛亮（火）", equipment: ["赤兔"] },
        { general: "白板", equipment: ["青釭剑", "绝影"] },
      ],
    });
    const crossbow = s.player(1).equipment.weapon;
    const horse = s.player(2).equipment.offensiveHorse;
    s.runPhase(0, "play");
    expect(wu.remaining).toEqual([]);
    expect(skills(s.entries())).toContain("甘露");
    expect(s.player(1).equipment).toEqual({ offensiveHorse: horse });
    expect(s.player(2).equipment).toEqual({ weapon: crossbow });
    // still no armour: he still has 〖八卦阵〗
    expect(equipmentSkillsOf(s.engine, 2)).toContain("八卦阵");
  });
});

describe("3.1.9 实体/虚拟牌 (〖红颜〗)", () => {
  // 小乔 (1 hp) uses her last hand card, a ♠ 【杀】, with 【方天画戟】 at 夏侯惇, 曹操 and 于禁 (一将成名's, 〖毅重〗:
  // 若此【杀】为黑色且你的装备区里没有防具牌，此【杀】对此目标无效). 夏侯惇's 〖刚烈〗 (standard: 若结果不为红桃，来源
  // 选择…) judges ♦: 小乔, with no hand card, takes 1 damage and dies. 曹操's 〖奸雄〗 gains the physical card.
  // The 【杀】 was made 红桃 as she used it, and stays so: 〖毅重〗 does not apply, 于禁 takes 1 damage.
  const multi = (hongyan: boolean) => {
    const s = board(packs, {
      players: [
        {
          general: "小乔",
          role: "rebel",
          hp: 1,
          ...(hongyan ? {} : { skills: [] }),
          hand: ["杀♠7"],
          equipment: ["方天画戟"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: [2, 3] }],
        },
        { general: "夏侯惇", role: "loyalist", agent: [{ activate: true, skill: "刚烈" }] },
        { general: "曹操", role: "lord", agent: [{ activate: true, skill: "奸雄" }] },
        { general: "于禁", role: "renegade" },
        { general: "白板", role: "rebel" },
      ],
      // 〖刚烈〗's judgement, then 夏侯惇's reward for killing a rebel (4.1.1.3: three cards)
      drawPile: ["闪♦2", "桃♥3", "桃♥4", "无中生有♥7"],
    });
    const slash = s.player(0).hand[0];
    s.runPhase(0, "play");
    return { s, slash };
  };

  it("3.1.9 ◎例如 夏侯惇、曹操和于禁（旧将）（从当前回合角色小乔开始按逆时针方向排序）是体力为1的", () => {
    const { s, slash } = multi(true);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 0, card: "杀", targets: [1] }));
    expect(s.entries().filter((e) => e.t === "targets")).toEqual([expect.objectContaining({ change: "add", players: [2] }), expect.objectContaining({ change: "add", players: [3] })]);
    expect(skills(s.entries())).toEqual(["方天画戟", "刚烈", "奸雄"]);
    expect(s.player(0).alive).toBe(false);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hand).toEqual([slash]);
    expect(s.player(2).hp).toBe(3);
    // 小乔 is dead and the card is 曹操's: the 【杀】 is still 红桃 — 于禁 takes its damage
    expect(s.player(3).hp).toBe(3);
    // a ♠ 【杀】 without 〖红颜〗 is black: 〖毅重〗 makes it ineffective for 于禁
    const plain = multi(false);
    expect(plain.s.player(0).alive).toBe(false);
    expect(plain.s.player(3).hp).toBe(4);
  });
});
