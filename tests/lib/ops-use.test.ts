// The use and play operation builders (runtime/api/lib/ops/use.ts) on scripted boards: answering
// need events (4.2.2, 4.2.5), uses outside them (4.2.2 专题四, 4.2.3), targets added, cancelled,
// transferred (3.5.51, 3.7.6, 3.5.14), the user and kind changed (3.5.21), offsets (4.2.4), use
// counts (4.2.2 专题三), 〖无双〗's methods and 【决斗】's alternating plays (4.2.5). Card faces whose
// effects use these operations are built with the library's own builders.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createScenario, type CardDef, type Pack, type Scenario, type ScenarioPlayer, type SkillDef } from "../../runtime/index.ts";
import type { Act, PlayersX } from "../../runtime/api/lib/act.ts";
import { actOf, at, card as face, targets, use, window } from "../../runtime/api/lib/parts.ts";
import { p } from "../../runtime/api/lib/players.ts";
import { c, card } from "../../runtime/api/lib/cards.ts";
import { useOps as op } from "../../runtime/api/lib/ops/use.ts";
import { playerOps } from "../../runtime/api/lib/ops/players.ts";
import { cardOps } from "../../runtime/api/lib/ops/cards.ts";
import { corpusCards, currentTarget, n, onTiming, seats, seq, testPack } from "./helpers.ts";

let base: Pack;
beforeAll(async () => {
  base = await corpusCards(["杀", "闪", "桃", "决斗", "过河拆桥", "南蛮入侵", "万箭齐发", "无懈可击", "八卦阵", "仁王盾"], ["空城"]);
});

function board(players: readonly Partial<ScenarioPlayer>[], skills: readonly SkillDef[] = [], cards: readonly CardDef[] = []): Scenario {
  return createScenario({ packs: [base, testPack(skills, cards)], players: players.map((x) => ({ general: "白板", ...x })) });
}

const uses = (sc: Scenario) => sc.entries().flatMap((e) => (e.t === "use" ? [{ user: e.user, card: e.card, cards: e.cards, targets: e.targets }] : []));
const plays = (sc: Scenario) => sc.entries().flatMap((e) => (e.t === "play" ? [{ player: e.player, card: e.card, cards: e.cards }] : []));
const damages = (sc: Scenario) => sc.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim }] : []));
const handId = (sc: Scenario, seat: number, name: string): number => sc.engine.state.players[seat].hand.find((x) => sc.card(x).name === name)!;

/** `seat` uses the 【name】 in its hand at `targets` (outside a play phase, not counted). */
function useFromHand(sc: Scenario, seat: number, name: string, to: number[]): void {
  sc.run((engine) => {
    const def = engine.registry.cards.get(name)!;
    engine.useCard(seat, [handId(sc, seat, name)], def, def.uses.find((u) => u.when.kind === "play") ?? null, { countsTowardLimit: false, targets: to });
  }, seat);
}

const slash = card.spec({ names: ["杀"], kinds: [null], physical: card.fromHand() });
const dodge = card.spec({ names: ["闪"], kinds: [null], physical: card.fromHand() });
const thisCard = card.as({ cards: c.event({ field: "card" }) });
const target = p.targetOf({ target: currentTarget });

/** The use in scope is a 【name】 whose user is the skill's owner. */
const usingAs = (name: string) => (a: Act) => a.event.kind === "use" && a.event.card.name === name && a.event.user === a.you;
/** The skill's owner needs the card (需要使用/打出【name】时). */
const needs = (kind: "needUse" | "needPlay", name: string) => (a: Act) => a.event.kind === kind && a.event.player === a.you && a.event.cardName === name;

describe("answering a need (4.2.2, 4.2.5)", () => {
  test("〖武圣〗-like at 需要使用【杀】时❸ (play phase): a red card used as 【杀】, a conversion counted toward the limit", () => {
    const red = c.choose({ from: c.filter({ from: c.owned({ owner: p.you(), regions: ["hand", "equip"] }), filter: (a, x) => a.engine.state.cards[x].suit === "heart" }), min: n(1), max: n(1), chooser: p.actor(), bind: "red" });
    const wusheng = onTiming("红杀", "needUse.3", needs("needUse", "杀"), op.use({ what: card.spec({ names: ["杀"], kinds: [null], physical: red }), who: p.you() }));
    const sc = board([{ skills: ["红杀"], hand: ["桃♥"], agent: [{ play: { need: "杀" } }, { players: [1] }, { play: "end" }] }, {}, {}, {}], [wusheng]);
    const peach = handId(sc, 0, "桃");
    const spy = vi.spyOn(sc.engine, "useCard");
    sc.runPhase(0, "play");
    expect(uses(sc)).toEqual([{ user: 0, card: "杀", cards: [peach], targets: [1] }]);
    expect(spy.mock.calls[0][4].converted).toBe(true);
    expect(sc.player(1).hp).toBe(3);
    expect(sc.engine.playPhase.cardUses.get("杀")).toBe(1);
  });

  test("〖八卦阵〗-like at 需要使用【闪】时❶: a 【闪】 with no physical card offsets the 【杀】; not a conversion (3.5.56)", () => {
    const bagua = onTiming("无牌闪", "needUse.1", needs("needUse", "闪"), op.use({ what: card.spec({ names: ["闪"], kinds: [null], physical: card.none() }), who: p.you() }));
    const sc = board([{ hand: ["杀"] }, { skills: ["无牌闪"] }, {}, {}], [bagua]);
    const spy = vi.spyOn(sc.engine, "useCard");
    useFromHand(sc, 0, "杀", [1]);
    expect(uses(sc).map((u) => [u.user, u.card, u.cards.length])).toEqual([
      [0, "杀", 1],
      [1, "闪", 0],
    ]);
    expect(spy.mock.calls[1][4].converted).toBe(false);
    expect(sc.player(1).hp).toBe(4);
  });

  test("〖丈八蛇矛〗-like at 需要打出【杀】时❸ (【南蛮入侵】): two hand cards played as 【杀】", () => {
    const two = c.choose({ from: c.owned({ owner: p.you(), regions: ["hand"] }), min: n(2), max: n(2), chooser: p.actor(), bind: "two" });
    const zhangba = onTiming("两张杀", "needPlay.3", needs("needPlay", "杀"), op.play({ what: card.spec({ names: ["杀"], kinds: [null], physical: two }), who: p.you() }));
    const sc = board([{ hand: ["南蛮入侵"] }, { skills: ["两张杀"], hand: ["桃", "闪"] }, {}, {}], [zhangba]);
    const cards = [...sc.engine.state.players[1].hand];
    useFromHand(sc, 0, "南蛮入侵", [1]);
    expect(plays(sc)).toEqual([{ player: 1, card: "杀", cards }]);
    expect(damages(sc)).toEqual([]);
  });

  test("4.2.7 ◎ 〖激将〗/〖护驾〗: another's 【闪】 played for you stays in processing, then is the physical card of your 【闪】", () => {
    const others = p.all({ filter: (a, q) => q !== a.you && a.engine.state.players[q].general === "魏白板" });
    const hujia = onTiming(
      "护驾",
      "needUse.1",
      needs("needUse", "闪"),
      op.play({ what: dodge, who: others, bind: "played" }),
      op.use({ what: card.spec({ names: ["闪"], kinds: [null], physical: c.physical({ of: c.bound({ name: "played" }), all: false }) }), who: p.you(), bind: "used" }),
    );
    const sc = board([{ general: "魏白板", skills: ["护驾"] }, { hand: ["杀"] }, { general: "魏白板", hand: ["闪"], agent: [{ respond: "闪" }] }, {}], [hujia]);
    const shan = handId(sc, 2, "闪");
    sc.mark();
    useFromHand(sc, 1, "杀", [0]);
    expect(plays(sc)).toEqual([{ player: 2, card: "闪", cards: [shan] }]);
    expect(uses(sc).map((u) => [u.user, u.card, u.card === "闪" ? u.cards : []])).toEqual([
      [1, "杀", []],
      [0, "闪", [shan]],
    ]);
    expect(sc.player(0).hp).toBe(4);
    // Not put into the discard pile at the end of its play flow: it moves there once, after the use.
    const moves = sc.entries().flatMap((e) => (e.t === "move" && e.cards.includes(shan) ? [e.reason] : []));
    expect(moves).toEqual(["play", "settle"]);
    expect(sc.engine.state.zone(shan).kind).toBe("discardPile");
  });

  test("〖激将〗-like at 需要打出【杀】时❶ (【南蛮入侵】): the 【杀】 another played is played as yours without moving again", () => {
    const others = p.all({ filter: (a, q) => q !== a.you });
    const jijiang = onTiming(
      "激将",
      "needPlay.1",
      needs("needPlay", "杀"),
      op.play({ what: slash, who: others, bind: "played" }),
      op.play({ what: card.spec({ names: ["杀"], kinds: [null], physical: c.physical({ of: c.bound({ name: "played" }), all: false }) }), who: p.you() }),
    );
    const sc = board([{ hand: ["南蛮入侵"] }, { skills: ["激将"] }, {}, { hand: ["杀"], agent: [{ respond: "杀" }] }], [jijiang]);
    const sha = handId(sc, 3, "杀");
    useFromHand(sc, 0, "南蛮入侵", [1]);
    expect(plays(sc)).toEqual([
      { player: 3, card: "杀", cards: [sha] },
      { player: 1, card: "杀", cards: [sha] },
    ]);
    expect(damages(sc)).toEqual([]);
    const moves = sc.entries().flatMap((e) => (e.t === "move" && e.cards.includes(sha) ? [e.reason] : []));
    expect(moves).toEqual(["play", "settle"]);
  });

  test("〖鬼才〗-like in one's own 〖八卦阵〗 judgement: 打出对应的实体牌为一张手牌的牌 plays that card as itself, answering no need (4.2.6)", () => {
    const bagua = onTiming("判定闪", "needPlay.1", needs("needPlay", "闪"), cardOps.judge({ who: p.you() }));
    const anyHand = c.choose({ from: c.owned({ owner: p.you(), regions: ["hand"] }), min: n(1), max: n(1), chooser: p.actor(), bind: "g" });
    const guicai = onTiming("改判", "judge.beforeResult", (a) => a.event.kind === "judge" && a.event.player === a.you, op.play({ what: card.spec({ names: [card.anyName({ head: "card" })], kinds: [null], physical: anyHand }), who: p.you() }));
    const sc = board([{ hand: ["万箭齐发"] }, { skills: ["判定闪", "改判"], hand: ["桃"] }, {}, {}], [bagua, guicai]);
    const peach = handId(sc, 1, "桃");
    useFromHand(sc, 0, "万箭齐发", [1]);
    expect(plays(sc)).toEqual([{ player: 1, card: "桃", cards: [peach] }]);
    expect(damages(sc)).toEqual([{ source: 0, victim: 1 }]);
    // Kept in the processing area for the skill, then put into the discard pile as it ends (4.2.9).
    expect(sc.engine.state.zone(peach).kind).toBe("discardPile");
  });

  test("the need's own card is known by its name only; the card played 以此法 is what is used (3.5.33)", () => {
    const others = p.all({ filter: (a, q) => q !== a.you && a.engine.state.players[q].general === "魏白板" });
    const hujia = onTiming(
      "护驾旧",
      "needUse.1",
      needs("needUse", "闪"),
      op.play({ what: dodge, who: others, bind: "played" }),
      op.use({ what: card.spec({ names: ["闪"], kinds: [null], physical: c.physical({ of: c.bound({ name: "played" }), all: false }) }), who: p.you() }),
    );
    const byEvent = onTiming(
      "护驾事件牌",
      "needUse.1",
      needs("needUse", "闪"),
      op.play({ what: dodge, who: p.all({ filter: (a, q) => q !== a.you && a.engine.state.players[q].general === "魏白板" }) }),
      op.use({ what: card.spec({ names: ["闪"], kinds: [null], physical: c.physical({ of: c.event({ field: "card" }), all: false }) }), who: p.you() }),
    );
    const other = board([{ general: "魏白板", skills: ["护驾事件牌"] }, { hand: ["杀"] }, { general: "魏白板", hand: ["闪"], agent: [{ respond: "闪" }] }, {}], [byEvent]);
    useFromHand(other, 1, "杀", [0]);
    // The need event names 【闪】 by name only: no physical card answers through it.
    expect(uses(other).filter((u) => u.card === "闪")).toEqual([]);
    const sc = board([{ general: "魏白板", skills: ["护驾旧"] }, { hand: ["杀"] }, { general: "魏白板", hand: ["闪"], agent: [{ respond: "闪" }] }, {}], [hujia]);
    const shan = handId(sc, 2, "闪");
    useFromHand(sc, 1, "杀", [0]);
    expect(uses(sc).filter((u) => u.card === "闪").map((u) => u.cards)).toEqual([[shan]]);
  });
});

describe("using outside a need (4.2.2 专题四, 4.2.3)", () => {
  const qinglong = onTiming("青龙", "use.target.offsetAfter", usingAs("杀"), op.use({ to: target, what: slash, who: p.you() }));

  test("〖青龙偃月刀〗-like: 对此目标对应的角色使用【杀】 — a need to use with the target fixed (◎ 马岱: only 大乔), not counted", () => {
    const sc = board([{ skills: ["青龙"], hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { respond: "杀" }, { play: "end" }] }, { hand: ["闪"], agent: [{ respond: "闪" }] }, {}, {}], [qinglong]);
    sc.runPhase(0, "play");
    expect(uses(sc).map((u) => [u.user, u.card, u.targets])).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [0, "杀", [1]],
    ]);
    expect(damages(sc)).toEqual([{ source: 0, victim: 1 }]);
    expect(sc.engine.playPhase.cardUses.get("杀")).toBe(1);
  });

  test("4.2.2 专题四 ◎ 〖空城〗: once 诸葛亮 has no hand card he is no legal target: the skill cannot be used", () => {
    const sc = board([{ skills: ["青龙"], hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] }, { general: "诸葛亮", hand: ["闪"], agent: [{ respond: "闪" }] }, {}, {}], [qinglong]);
    sc.runPhase(0, "play");
    expect(uses(sc).map((u) => u.card)).toEqual(["杀", "闪"]);
    expect(sc.handNames(0)).toEqual(["杀"]);
  });

  test("无距离关系的限制: a player out of range is a legal target of this use", () => {
    const sc = board([{ hand: ["杀"], agent: [{ respond: "杀" }] }, {}, {}, {}]);
    const far = op.use({ to: seats(2), what: slash, who: p.you(), nolimit: "无距离关系的限制" });
    sc.act(0, (ctx) => {
      const a = actOf(ctx);
      expect(far.can(a)).toBe(true);
      far.run(a);
    });
    expect(uses(sc).map((u) => [u.user, u.card, u.targets])).toEqual([[0, "杀", [2]]]);
    expect(sc.player(2).hp).toBe(3);
  });

  test("4.2.2 专题四 ◎ 崔琰: A对B使用 names B the target — the distance rules (from 使用目标) do not apply, target restriction rules do", () => {
    const sc = board([{ hand: ["杀"], agent: [{ respond: "杀" }] }, {}, {}, {}]);
    sc.act(0, (ctx) => {
      const a = actOf(ctx);
      const fixed = op.use({ to: seats(2), what: slash, who: p.you() });
      expect(fixed.can(a)).toBe(true);
      fixed.run(a);
    });
    expect(uses(sc).map((u) => [u.user, u.card, u.targets])).toEqual([[0, "杀", [2]]]);
    expect(sc.player(2).hp).toBe(3);
    const kong = board([{ hand: ["杀"] }, {}, { general: "诸葛亮" }, {}]);
    kong.act(0, (ctx) => expect(op.use({ to: seats(2), what: slash, who: p.you() }).can(actOf(ctx))).toBe(false));
  });

  test("〖离间〗-like: A对B使用无对应的实体牌的【决斗】 — the pre-use starts at once, no card, B the only target", () => {
    const sc = board([{}, {}, {}, {}]);
    sc.act(0, (ctx) => void op.use({ to: seats(2), what: card.spec({ names: ["决斗"], kinds: [null], physical: card.none() }), who: seats(1) }).run(actOf(ctx)));
    expect(uses(sc)).toEqual([{ user: 1, card: "决斗", cards: [], targets: [2] }]);
    expect(damages(sc)).toEqual([{ source: 1, victim: 2 }]);
  });

  test("4.2.2 专题四 ◎ 〖密诏〗: B is no legal target (〖空城〗 with no hand card): A cannot use the 【杀】 on B", () => {
    const sc = board([{}, { general: "诸葛亮" }, {}, {}]);
    sc.act(0, (ctx) => {
      expect(op.use({ to: seats(1), what: card.spec({ names: ["杀"], kinds: [null], physical: card.none() }), who: seats(3) }).can(actOf(ctx))).toBe(false);
    });
  });

  test("对应的实体牌为一张黑色牌的【过河拆桥】 outside a need: a conversion (3.5.56), the user chooses its target", () => {
    const black = c.choose({ from: c.filter({ from: c.owned({ owner: p.you(), regions: ["hand", "equip"] }), filter: (a, x) => a.engine.state.cards[x].suit === "spade" || a.engine.state.cards[x].suit === "club" }), min: n(1), max: n(1), chooser: p.actor(), bind: "b" });
    const sc = board([{ hand: ["杀♠"], agent: [{ players: [1] }, { cards: ["桃"] }] }, { hand: ["桃"] }, { hand: ["桃"] }, {}]);
    const spade = handId(sc, 0, "杀");
    const spy = vi.spyOn(sc.engine, "useCard");
    sc.act(0, (ctx) => void op.use({ what: card.spec({ names: ["过河拆桥"], kinds: [null], physical: black }), who: p.you() }).run(actOf(ctx)));
    expect(uses(sc)).toEqual([{ user: 0, card: "过河拆桥", cards: [spade], targets: [1] }]);
    expect(spy.mock.calls[0][4].converted).toBe(true);
    expect(sc.handNames(1)).toEqual([]);
  });

  test("3.7.8 ◎ 〖直言〗: 其须使用此牌 (a 仁王盾): into the armor slot, the old 【八卦阵】 to the discard pile in the same move", () => {
    const sc = board([{ hand: ["仁王盾"], equipment: ["八卦阵"] }, {}, {}, {}]);
    const shield = handId(sc, 0, "仁王盾");
    const bagua = sc.engine.state.players[0].equipment.armor!;
    sc.act(0, (ctx) => {
      const a = actOf(ctx);
      a.bound.set("drawn", [shield]);
      const o = op.use({ what: card.as({ cards: c.bound({ name: "drawn" }) }), who: p.you() });
      expect(o.can(a)).toBe(true);
      o.run(a);
    });
    expect(sc.engine.state.players[0].equipment.armor).toBe(shield);
    const equipMoves = sc.entries().filter((e) => e.t === "move" && e.reason === "equip");
    expect(equipMoves.map((e) => (e.t === "move" ? [...e.cards].sort() : []))).toEqual([[bagua, shield].sort()]);
    expect(sc.engine.state.zone(bagua).kind).toBe("discardPile");
  });

  test("4.2.3 ◎ 〖醇醪〗: at 处于濒死状态时 the dying player uses 【酒】 with no physical card on itself (its 濒死 way)", () => {
    const wine = face({
      name: "酒",
      category: "basic",
      uses: [
        use({ when: window.play(), targets: targets.players({ min: n(1), max: n(1), legal: (a, q) => q === a.you }), effect: seq() }),
        use({
          when: window.at({ on: [at({ timing: "dying.in", match: (a) => a.event.kind === "dying" && a.event.player === a.you })] }),
          targets: targets.players({ min: n(1), max: n(1), legal: (a, q) => q === a.you && a.engine.isDying(q) }),
          effect: seq(playerOps.recover({ n: n(1), who: target })),
        }),
      ],
      skills: [],
      line: 1,
    });
    const chunlao = onTiming("醇醪", "dying.in", (a) => a.event.kind === "dying", op.use({ what: card.spec({ names: ["酒"], kinds: [null], physical: card.none() }), who: p.event({ field: "player" }) }));
    const sc = board([{}, { hp: 1 }, { skills: ["醇醪"] }, {}], [chunlao], [wine]);
    sc.act(0, (ctx) => void playerOps.damage({ victim: seats(1), n: n(1), source: p.you() }).run(actOf(ctx)));
    expect(uses(sc)).toEqual([{ user: 1, card: "酒", cards: [], targets: [1] }]);
    expect(sc.player(1).hp).toBe(1);
    expect(sc.player(1).alive).toBe(true);
  });
});

describe("targets of a use in progress (3.5.51, 3.7.6, 3.5.14)", () => {
  const others = (than: PlayersX = p.you()) => p.all({ filter: (a, q) => !than.peek(a).includes(q) });

  test("〖方天画戟〗-like 也成为此【杀】的目标 at 选择目标后: sorted in; ◆ one not a legal target (out of range) cannot", () => {
    const more = p.choose({ from: others(), min: n(1), max: n(2), chooser: p.actor(), bind: "more" });
    const fangtian = onTiming("方天", "use.targetsChosen", usingAs("杀"), op.alsoTarget({ card: thisCard, who: more }));
    // seat 2 is out of range: not offered; seat 1 is (000 4.2.4 (2) ◆: a target's player may also become one)
    const sc = board([{ skills: ["方天"], hand: ["杀"], agent: [{ players: [3] }] }, {}, {}, {}], [fangtian]);
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.entries().filter((e) => e.t === "targets")).toEqual([{ t: "targets", card: "杀", change: "add", players: [3] }]);
    expect(damages(sc)).toEqual([
      { source: 0, victim: 1 },
      { source: 0, victim: 3 },
    ]);
  });

  test("000 4.2.4 (2) ◆: at 选择目标后 the player of a target may also become one — two targets, two settlements", () => {
    const more = p.choose({ from: others(), min: n(1), max: n(1), chooser: p.actor(), bind: "more" });
    const fangtian = onTiming("方天", "use.targetsChosen", usingAs("杀"), op.alsoTarget({ card: thisCard, who: more }));
    const sc = board([{ skills: ["方天"], hand: ["杀"], agent: [{ players: [1] }] }, {}, {}, {}], [fangtian]);
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.entries().filter((e) => e.t === "targets")).toEqual([{ t: "targets", card: "杀", change: "add", players: [1] }]);
    expect(damages(sc)).toEqual([
      { source: 0, victim: 1 },
      { source: 0, victim: 1 },
    ]);
  });

  test("at any other timing (指定目标时) a player already a target does not also become one", () => {
    const again = onTiming("谮毁", "use.specifyTarget", usingAs("杀"), op.alsoTarget({ card: thisCard, who: seats(3) }));
    const sc = board([{ skills: ["谮毁"], hand: ["杀"] }, {}, {}, {}], [again]);
    useFromHand(sc, 0, "杀", [3]);
    expect(sc.entries().filter((e) => e.t === "targets")).toEqual([]);
    expect(damages(sc).map((d) => d.victim)).toEqual([3]);
  });

  test("a target added at 指定目标时 before the current one: every target is specified once (4.2.4 案例1)", () => {
    const zenhui = onTiming("谮毁", "use.specifyTarget", (a) => usingAs("杀")(a) && a.event.kind === "use" && a.event.targets.length === 1, op.alsoTarget({ card: thisCard, who: seats(1) }));
    const sc = board([{ skills: ["谮毁"], hand: ["杀"] }, {}, {}, {}], [zenhui]);
    useFromHand(sc, 0, "杀", [3]);
    expect(sc.timings().filter((t) => t === "use.specifyTarget")).toHaveLength(2);
    expect(damages(sc).map((d) => d.victim)).toEqual([1, 3]);
  });

  test("〖巧说〗-like 取消此牌的一个目标 at 选择目标后: the chosen target is gone", () => {
    const qiaoshuo = onTiming("巧说", "use.targetsChosen", usingAs("南蛮入侵"), op.cancelTarget({ card: thisCard, who: p.you() }));
    const sc = board([{ skills: ["巧说"], hand: ["南蛮入侵"], agent: [{ players: [2] }] }, {}, {}, {}], [qiaoshuo]);
    useFromHand(sc, 0, "南蛮入侵", [1, 2, 3]);
    expect(damages(sc).map((d) => d.victim)).toEqual([1, 3]);
    expect(sc.player(2).hp).toBe(4);
  });

  test("3.7.6 ①: the only target cancelled at 成为目标时 ends its timing and the use (4.2.4 ◆ no target left)", () => {
    const cancel = onTiming("千幻", "use.becomeTarget", (a) => a.event.kind === "use" && a.event.targets[a.event.current]?.player === a.you, op.cancelTarget({ card: thisCard, who: p.you() }));
    const sc = board([{ hand: ["杀"] }, { skills: ["千幻"] }, {}, {}], [cancel]);
    sc.mark();
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.timings().filter((t) => t.startsWith("use."))).toEqual(["use.declared", "use.targetsChosen", "use.used", "use.specifyTarget", "use.becomeTarget"]);
    expect(damages(sc)).toEqual([]);
  });

  test("〖流离〗-like 将此【杀】转移给该角色 (3.5.14 ◆1): B gets its own 成为目标时 and takes the damage", () => {
    const liuli = onTiming("流离", "use.becomeTarget", (a) => a.event.kind === "use" && a.event.targets[a.event.current]?.player === a.you && a.you === 1, op.transfer({ what: thisCard, to: seats(2), who: p.you() }));
    const sc = board([{ hand: ["杀"] }, { skills: ["流离"] }, {}, {}], [liuli]);
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.entries().filter((e) => e.t === "transfer")).toEqual([{ t: "transfer", card: "杀", from: 1, to: 2 }]);
    expect(sc.timings().filter((t) => t === "use.becomeTarget")).toHaveLength(2);
    expect(damages(sc)).toEqual([{ source: 0, victim: 2 }]);
  });

  test("3.5.21 ◆ 〖谮毁〗 使用者改为其: the new user deals the damage", () => {
    const zenhui = onTiming("改使用者", "use.specifyTarget", usingAs("杀"), op.changeUser({ to: seats(2) }));
    const sc = board([{ skills: ["改使用者"], hand: ["杀"] }, {}, {}, {}], [zenhui]);
    useFromHand(sc, 0, "杀", [1]);
    expect(damages(sc)).toEqual([{ source: 2, victim: 1 }]);
  });

  test("将此【杀】改为火【杀】: the card's kind changes once (not when it is fire already)", () => {
    const fire = card.spec({ names: ["杀"], kinds: ["fire"], physical: card.fromHand() });
    const zhuque = onTiming("朱雀", "use.declared", usingAs("杀"), op.changeCard({ what: thisCard, to: fire, who: p.you() }), op.changeCard({ what: thisCard, to: fire, who: p.you() }));
    const sc = board([{ skills: ["朱雀"], hand: ["杀"] }, {}, {}, {}], [zhuque]);
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.entries().filter((e) => e.t === "targets")).toEqual([{ t: "targets", card: "杀", change: "kind", players: [] }]);
  });
});

describe("offsets, limits and methods (4.2.4, 4.2.2 专题三, 4.2.5)", () => {
  const shanFace = face({
    name: "闪",
    category: "basic",
    uses: [
      use({
        when: window.at({ on: [at({ timing: "use.target.effectBefore", match: (a) => a.event.kind === "use" && a.event.card.name === "杀" && a.event.targets[a.event.current]?.player === a.you })] }),
        targets: targets.card(),
        effect: seq(op.offset({ what: card.as({ cards: c.event({ field: "card", name: "杀" }) }), by: p.you() })),
      }),
    ],
    skills: [],
    line: 1,
  });
  const wuxieFace = face({
    name: "无懈可击",
    category: "trick",
    subtype: "normalTrick",
    uses: [
      use({
        when: window.at({ on: [at({ timing: "use.target.effectBefore", match: (a) => a.event.kind === "use" && a.engine.registry.cards.get(a.event.card.name)?.category === "trick" })] }),
        targets: targets.card(),
        effect: seq(op.offset({ what: thisCard, by: p.you() })),
      }),
    ],
    skills: [],
    line: 1,
  });

  test("【闪】: 抵消此【杀】 from its own effect — no damage, 被抵消后 follows", () => {
    const sc = board([{ hand: ["杀"] }, { hand: ["闪"], agent: [{ respond: "闪" }] }, {}, {}], [], [shanFace]);
    useFromHand(sc, 0, "杀", [1]);
    expect(sc.entries().flatMap((e) => (e.t === "offset" ? [{ card: e.card, target: e.target }] : []))).toEqual([{ card: "杀", target: 1 }]);
    expect(sc.timings()).toContain("use.target.offsetAfter");
    expect(damages(sc)).toEqual([]);
  });

  test("【无懈可击】: 抵消此锦囊牌 is the trick it answers; one answering a 【无懈可击】 offsets that use, so the trick takes effect", () => {
    const sc = board([{ hand: ["过河拆桥", "无懈可击"], agent: [{ respond: "无懈可击" }, { cards: ["桃"] }] }, { hand: ["无懈可击", "桃"], agent: [{ respond: "无懈可击" }] }, {}, {}], [], [wuxieFace]);
    useFromHand(sc, 0, "过河拆桥", [1]);
    expect(sc.entries().flatMap((e) => (e.t === "offset" ? [e.card] : []))).toEqual(["无懈可击"]);
    expect(sc.handNames(1)).toEqual([]);
  });

  test("【无懈可击】 alone: the trick is offset for its target, who keeps the card", () => {
    const sc = board([{ hand: ["过河拆桥"] }, { hand: ["无懈可击", "桃"], agent: [{ respond: "无懈可击" }] }, {}, {}], [], [wuxieFace]);
    useFromHand(sc, 0, "过河拆桥", [1]);
    expect(sc.entries().flatMap((e) => (e.t === "offset" ? [{ card: e.card, target: e.target }] : []))).toEqual([{ card: "过河拆桥", target: 1 }]);
    expect(sc.handNames(1)).toEqual(["桃"]);
  });

  test("〖贯石斧〗-like 此【杀】依然对此目标生效: the offset is lifted after 被抵消后", () => {
    const axe = onTiming("贯石", "use.target.offsetAfter", usingAs("杀"), op.stillEffective({ target: currentTarget, card: c.event({ field: "card" }) }));
    const sc = board([{ skills: ["贯石"], hand: ["杀"] }, { hand: ["闪"], agent: [{ respond: "闪" }] }, {}, {}], [axe]);
    useFromHand(sc, 0, "杀", [1]);
    expect(damages(sc)).toEqual([{ source: 0, victim: 1 }]);
    expect(sc.entries().filter((e) => e.t === "targets")).toEqual([{ t: "targets", card: "杀", change: "effective", players: [1] }]);
  });

  test("〖龙吟〗-like 此【杀】不计入限制的次数 (the first only): a second 【杀】 can be used in the same play phase, and counts", () => {
    const longyin = onTiming("龙吟", "use.used", (a) => usingAs("杀")(a) && a.engine.log.entries.filter((e) => e.t === "use" && e.card === "杀").length === 1, op.notCounted({ card: c.event({ field: "card" }) }));
    const sc = board([{ skills: ["龙吟"], hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }, { play: "end" }] }, {}, {}, {}], [longyin]);
    sc.runPhase(0, "play");
    expect(uses(sc).map((u) => u.card)).toEqual(["杀", "杀"]);
    expect(sc.engine.playPhase.cardUses.get("杀")).toBe(1);
  });

  const wushuang1 = onTiming("无双①", "use.specifiedTarget", usingAs("杀"), op.responseMethod({ whom: target, card: thisCard, n: n(2), with: dodge, who: p.you() }));

  test("〖无双①〗 (3.5.15 ◎ 吕布): one 【闪】 does not offset the 【杀】; two used one after another do", () => {
    const one = board([{ skills: ["无双①"], hand: ["杀"] }, { hand: ["闪"], agent: [{ respond: "闪" }] }, {}, {}], [wushuang1]);
    useFromHand(one, 0, "杀", [1]);
    expect(damages(one)).toEqual([{ source: 0, victim: 1 }]);
    const two = board([{ skills: ["无双①"], hand: ["杀"] }, { hand: ["闪", "闪"], agent: [{ respond: "闪" }, { respond: "闪" }] }, {}, {}], [wushuang1]);
    useFromHand(two, 0, "杀", [1]);
    expect(uses(two).map((u) => u.card)).toEqual(["杀", "闪", "闪"]);
    expect(damages(two)).toEqual([]);
  });

  const duelFace = face({
    name: "决斗",
    category: "trick",
    subtype: "normalTrick",
    uses: [
      use({
        when: window.play(),
        targets: targets.players({ min: n(1), max: n(1), legal: (a, q) => q !== a.you }),
        effect: seq(
          op.alternate({ first: target, who: p.union({ items: [target, p.you()] }), what: slash, among: p.union({ items: [target, p.you()] }), again: slash }),
          playerOps.damage({ victim: p.bound({ name: "#alternate.loser" }), n: n(1), source: p.other({ set: p.union({ items: [target, p.you()] }), than: p.bound({ name: "#alternate.loser" }) }) }),
        ),
      }),
    ],
    skills: [],
    line: 1,
  });

  test("【决斗】 (4.2.5): the target plays first, then the user; the one who does not play takes damage from the other", () => {
    const sc = board([{ hand: ["决斗"] }, { hand: ["杀"], agent: [{ respond: "杀" }] }, {}, {}], [], [duelFace]);
    useFromHand(sc, 0, "决斗", [1]);
    expect(plays(sc).map((x) => x.player)).toEqual([1]);
    expect(damages(sc)).toEqual([{ source: 1, victim: 0 }]);
  });

  test("〖无双②〗: everyone but you plays two 【杀】 each time — one 【杀】 is not enough; you are never asked", () => {
    const wushuang2 = onTiming(
      "无双②",
      "use.specifiedTarget",
      usingAs("决斗"),
      op.playMethod({ card: thisCard, whom: p.all({ filter: (a, q) => q !== a.you }), what: slash, n: n(2), with: slash, who: p.you() }),
    );
    const sc = board([{ skills: ["无双②"], hand: ["决斗", "杀"] }, { hand: ["杀"], agent: [{ respond: "杀" }] }, {}, {}], [wushuang2], [duelFace]);
    useFromHand(sc, 0, "决斗", [1]);
    expect(plays(sc).map((x) => x.player)).toEqual([1]);
    expect(damages(sc)).toEqual([{ source: 0, victim: 1 }]);
    expect(sc.handNames(0)).toEqual(["杀"]);
  });
});
