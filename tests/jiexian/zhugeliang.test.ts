// 界诸葛亮 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖观星〗准备阶段开始时，你可将牌堆顶的X张牌扣置入处理区（对你可见）（若角色数小于4，X为3；否则X为5）▶你将其中
//          任意数量的牌以任意顺序置于牌堆顶，将其余的牌以任意顺序置于牌堆底。
//   〖空城〗①锁定技，若你没有手牌，你不是【杀】和【决斗】的合法目标。②锁定技，当牌于你的回合外因交给而移至你的
//          手牌区前❷，若你没有手牌，你将此次移动的目标区域改为你的武将牌上（称为“琴”）。③锁定技，摸牌阶段开始时❷，
//          你获得所有“琴”。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { ScriptedAgent } from "../../runtime/agents/scripted.ts";
import { jx, loadPacks, offeredNow } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);


describe("界诸葛亮's skills are the 界限突破 versions", () => {
  test("〖观星〗 and 〖空城〗 of 界限突破; the standard 诸葛亮 keeps the standard ones", () => {
    const s = createScenario({ packs, players: [{ general: "界诸葛亮" }, { general: "诸葛亮" }] });
    expect(s.player(0).skills).toEqual([jx("观星"), jx("空城")]);
    expect(s.player(1).skills).toEqual(["观星", "空城"]);
  });
});

describe("〖观星〗(界): X = 3 with fewer than 4 characters, otherwise 5", () => {
  test("three characters: the top 3 are looked at; the chosen ones go on top in order, the rest to the bottom", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界诸葛亮", agent: [{ activate: true, skill: "观星" }, { cards: ["无中生有", "桃"] }, { cards: ["无中生有"] }] },
        { general: "黄盖" },
        { general: "孙权" },
      ],
      drawPile: ["桃", "闪", "无中生有", "杀"],
    });
    s.runPhase(0, "prepare");
    const taken = s.entries().find((e) => e.t === "move" && e.to.includes("processing"));
    expect(taken && taken.t === "move" ? taken.cards.length : 0).toBe(3);
    const pile = s.engine.state.drawPile.map((c) => s.card(c).name);
    expect(pile.slice(0, 3)).toEqual(["无中生有", "桃", "杀"]);
    expect(pile[pile.length - 1]).toBe("闪");
    expect(s.engine.state.processing).toEqual([]);
  });

  test("four characters: five cards (the standard 〖观星〗 would take min{角色数,5} = 4)", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界诸葛亮" }, { general: "黄盖" }, { general: "孙权" }, { general: "吕布" }],
      drawPile: ["桃", "闪", "无中生有", "杀", "过河拆桥", "决斗"],
    });
    (s.agents[0] as ScriptedAgent).push(
      { activate: true, skill: "观星" },
      // All five kept on top, then their order, one card at a time from the top.
      { cards: ["桃", "闪", "无中生有", "杀", "过河拆桥"] },
      { cards: ["过河拆桥"] },
      { cards: ["杀"] },
      { cards: ["无中生有"] },
      { cards: ["闪"] },
    );
    s.runPhase(0, "prepare");
    const taken = s.entries().find((e) => e.t === "move" && e.to.includes("processing"));
    expect(taken && taken.t === "move" ? taken.cards.length : 0).toBe(5);
    const pile = s.engine.state.drawPile.map((c) => s.card(c).name);
    expect(pile.slice(0, 6)).toEqual(["过河拆桥", "杀", "无中生有", "闪", "桃", "决斗"]);
  });

  test("control: the standard 诸葛亮 with four characters takes 4", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "诸葛亮", agent: [{ activate: true, skill: "观星" }, { cards: [] }, { cards: ["桃"] }, { cards: ["闪"] }, { cards: ["无中生有"] }] },
        { general: "黄盖" },
        { general: "孙权" },
        { general: "吕布" },
      ],
      drawPile: ["桃", "闪", "无中生有", "杀", "过河拆桥"],
    });
    s.runPhase(0, "prepare");
    const taken = s.entries().find((e) => e.t === "move" && e.to.includes("processing"));
    expect(taken && taken.t === "move" ? taken.cards.length : 0).toBe(4);
  });

  test("declined: the draw pile is untouched", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界诸葛亮", agent: [{ activate: false, skill: "观星" }] }, { general: "黄盖" }],
      drawPile: ["桃", "闪", "杀"],
    });
    s.runPhase(0, "prepare");
    expect(s.engine.state.drawPile.slice(0, 3).map((c) => s.card(c).name)).toEqual(["桃", "闪", "杀"]);
    expect(s.entries().some((e) => e.t === "move")).toBe(false);
  });

  test("timing: offered at 准备阶段开始时, not at the start of its other phases", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界诸葛亮" }, { general: "黄盖" }],
      drawPile: ["桃", "闪", "杀", "闪"],
    });
    // No script: an offer at the judge, draw or finish phase would be an unscripted request.
    s.runPhase(0, "judge");
    s.runPhase(0, "draw");
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });
});

describe("〖空城①〗(界) 锁定技: 若你没有手牌，你不是【杀】和【决斗】的合法目标", () => {
  test("with no hand card: neither 【杀】 nor 【决斗】 can target him", () => {
    const s = createScenario({
      packs,
      players: [{ general: "黄盖", hand: ["普杀♠7", "决斗"] }, { general: "界诸葛亮" }],
    });
    expect(offeredNow(s, 0).filter((o) => o === "杀" || o === "决斗")).toEqual([]);
  });

  test("with a hand card: both can", () => {
    const s = createScenario({
      packs,
      players: [{ general: "黄盖", hand: ["普杀♠7", "决斗"] }, { general: "界诸葛亮", hand: ["闪"] }],
    });
    expect(offeredNow(s, 0)).toEqual(expect.arrayContaining(["杀", "决斗"]));
  });

  test("other cards are not concerned: a 【过河拆桥】 targets his equipment", () => {
    const s = createScenario({
      packs,
      players: [{ general: "黄盖", hand: ["过河拆桥"] }, { general: "界诸葛亮", equipment: ["骅骝"] }],
    });
    expect(offeredNow(s, 0)).toContain("过河拆桥");
  });
});

describe("〖空城②〗(界): 当牌于你的回合外因交给而移至你的手牌区前❷，若你没有手牌，…改为你的武将牌上（“琴”）", () => {
  const give = (target: { general: string; hand?: string[] }) =>
    createScenario({
      packs,
      players: [
        { general: "刘备", hand: ["桃", "闪"], agent: [{ play: { skill: "仁德" } }, { cards: ["桃", "闪"] }, { play: "end" }] },
        { general: target.general, hand: target.hand ?? [] },
      ],
    });

  test("handless, outside his turn: the cards 〖仁德〗 gives him go onto his general card as “琴”", () => {
    const s = give({ general: "界诸葛亮" });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    const pile = s.engine.state.players[1];
    const onGeneral = s.engine.state.cards.filter((c) => {
      const z = s.engine.state.zone(c.id);
      return z.kind === "general" && z.owner === 1;
    });
    expect(onGeneral.map((c) => c.name).sort()).toEqual(["桃", "闪"].sort());
    expect(onGeneral.every((c) => {
      const z = s.engine.state.zone(c.id);
      return z.kind === "general" && z.pile === "琴";
    })).toBe(true);
    expect(pile.alive).toBe(true);
  });

  test("若你没有手牌: holding a card, he gets them in hand", () => {
    const s = give({ general: "界诸葛亮", hand: ["杀"] });
    s.runPhase(0, "play");
    expect(s.handNames(1).sort()).toEqual(["杀", "桃", "闪"].sort());
  });

  test("the standard 诸葛亮's 〖空城〗 has no ②: given cards go into his hand", () => {
    const s = give({ general: "诸葛亮" });
    s.runPhase(0, "play");
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });

  test("only 因交给: cards he draws in another's turn go into his hand", () => {
    const s = createScenario({ packs, players: [{ general: "黄盖" }, { general: "界诸葛亮" }], drawPile: ["桃"] });
    s.run((engine) => engine.draw(1, 1), 0);
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("only 于你的回合外: cards given to him in his own turn go into his hand", () => {
    const s = createScenario({ packs, players: [{ general: "黄盖", hand: ["桃"] }, { general: "界诸葛亮" }] });
    s.run((engine) => engine.give(0, 1, [...engine.state.players[0].hand]), 1);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});

describe("〖空城③〗(界) 锁定技: 摸牌阶段开始时❷，你获得所有“琴”", () => {
  test("at his draw phase's start he takes the “琴” into his hand, then draws as usual", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界诸葛亮", piles: [{ name: "琴", cards: ["桃", "闪"] }] }, { general: "黄盖" }],
      drawPile: ["杀", "决斗"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0).sort()).toEqual(["桃", "闪", "杀", "决斗"].sort());
    const t = s.timings();
    const gain = s.entries().findIndex((e) => e.t === "move" && e.reason === "gain");
    const draw = s.entries().findIndex((e) => e.t === "move" && e.reason === "draw");
    expect(gain).toBeGreaterThanOrEqual(0);
    expect(gain).toBeLessThan(draw);
    expect(t).toContain("phase.draw.start.2");
  });

  test("not at other phases of his: the “琴” stay through his prepare and play phases", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界诸葛亮", piles: [{ name: "琴", cards: ["桃"] }], agent: [{ activate: false, skill: "观星" }, { play: "end" }] }, { general: "黄盖" }],
    });
    s.runPhase(0, "prepare");
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual([]);
  });
});

