// Skill text and card lines: the top-level rules. A skill is parts (①②…); a part is
//   [tag，]* [限X次，] [<timing>，] [若<cond>，] [<costs>▶] <effects>
// (BRIEF "Phrase structure"). Card faces add 使用时机/使用目标/作用效果/执行动作/重铸时机.
import { alt, many, opt, pure, REJECT, rule, seq, token, type P } from "../chart/parser.ts";
import { anyOf, PartMark, typeOf, w } from "../lexicon.ts";
import { LIMITS, SKILL_TAGS, SWITCH_STATES } from "../../runtime/vocabulary/skills.ts";
import type { Condition, Limit, NounPhrase, Part, SkillText, Stmt, SwitchSide, Tag, When } from "../syntax.ts";
import { count, G, integer, lazy, span } from "./shared.ts";
import { clauseSeq, defsTrailer } from "./clauses.ts";

const COMMA = w("，");
const PERIOD = w("。");
const COST = w("▶");
const COLON = w("：");
const SEMI = w("；");
const RUO = w("若");
const XIAN = w("限");
const CI = w("次");
const SLASH = w("/");
const LP = w("（");
const RP = w("）");
const partMark = token([typeOf(PartMark)], "①②③");

const tag: P<Tag> = seq([anyOf(SKILL_TAGS.map((t) => t.word), "a skill tag (锁定技 …)"), COMMA], ([t], from, to) => ({
  kind: "tag",
  row: SKILL_TAGS.find((x) => x.word === t.image)!.id,
  span: span(from, to - 1),
}));

const limitWord = anyOf(LIMITS.map((l) => l.word), "出牌阶段/每回合");
/** 出牌阶段限一次 / 每回合限一次. */
export const limit: P<Limit> = seq([limitWord, XIAN, count, CI], ([l, , n], from, to) => ({
  kind: "limit",
  per: LIMITS.find((x) => x.word === l.image)!.id,
  times: n.kind === "int" ? n.n : 1,
  span: span(from, to),
}));

/** 若<cond>[（X为…）]，: the part's condition (and the variables it names). */
const partCond: P<{ cond: Condition; defs: Stmt | null }> = seq([RUO, lazy(() => G.cond), opt(defsTrailer), COMMA], ([, cond, defs]) => ({ cond, defs }));

/** [<costs>▶] <effects>. */
type Body = { costs: Stmt[] | null; effects: Stmt[] };
const body: P<Body> = alt<Body>(
  // A ▶ after （→） belongs to the delayed effect (clauses.ts delayedBody), not to the part.
  seq([clauseSeq, COST, lazy(() => G.stmts)], ([costs, , effects]) => (costs.some((c) => c.kind === "delayed") ? REJECT : { costs, effects })),
  lazy(() => G.stmts).map((effects) => ({ costs: null, effects })),
);

const partWhen = opt(seq([lazy(() => G.when), COMMA], ([wh]) => wh));

/** 阳：[<timing>，][若<cond>，][<costs>▶]<effects> (3.5.62): one side of a 转换技, a part body of its own. */
const side = (state: (typeof SWITCH_STATES)[number]): P<SwitchSide> =>
  seq([w(state.word), COLON, partWhen, opt(partCond), body], ([, , when, c, b], from, to): SwitchSide => ({
    state: state.id,
    when: when as When | null,
    cond: c ? c.cond : null,
    costs: b.costs,
    effects: c?.defs ? [c.defs, ...b.effects] : b.effects,
    span: span(from, to),
  }));

/** 阳：…；阴：… : a 转换技's sides, 阳 first (3.5.62 分为阳、阴两种). */
const sides: P<SwitchSide[]> = seq([side(SWITCH_STATES[0]), SEMI, side(SWITCH_STATES[1])], ([yang, , yin]) => [yang, yin]);

type PartBody = Body | { sides: SwitchSide[] };

const part = (mark: P<number | null>): P<Part> =>
  seq(
    [mark, many(tag), opt(seq([limit, COMMA], ([l]) => l)), partWhen, opt(partCond), alt<PartBody>(body, sides.map((ss) => ({ sides: ss })))],
    ([m, tags, lim, when, c, b], from, to): Part => ({
      kind: "part",
      mark: m,
      tags,
      limit: lim,
      when: when as When | null,
      cond: c ? c.cond : null,
      ...("sides" in b
        ? { costs: null, effects: c?.defs ? [c.defs] : [], sides: b.sides }
        : { costs: b.costs, effects: c?.defs ? [c.defs, ...b.effects] : b.effects }),
      span: span(from, to),
    }),
  );

const markValue = partMark.map((t) => "①②③④⑤⑥⑦⑧⑨".indexOf(t.image) + 1);

/** A skill's text after its 〖name〗: one part, or ①…②… parts. */
export const skillText: P<SkillText> = rule("skill", () =>
  alt(
    seq([part(markValue), many(part(markValue))], ([first, rest], from, to): SkillText => ({ kind: "skill", parts: [first, ...rest], span: span(from, to) })),
    part(pure(null)).map((p, from, to): SkillText => ({ kind: "skill", parts: [p], span: span(from, to) })),
  ),
);

// ---------------------------------------------------------------- card lines

/** One 使用时机: 出牌阶段[限一次][（每回合限一次）] or a timing point. */
export type UseWindowSyntax =
  | { readonly kind: "play"; readonly limit: Limit | null; readonly span: ReturnType<typeof span> }
  | { readonly kind: "timing"; readonly when: When; readonly cond: Condition | null; readonly span: ReturnType<typeof span> };

const playWindow: P<UseWindowSyntax> = alt<UseWindowSyntax>(
  seq([limit], ([l], from, to) => ({ kind: "play", limit: l, span: span(from, to) })),
  seq([w("出牌阶段"), LP, limit, RP], ([, , l], from, to) => ({ kind: "play", limit: l, span: span(from, to) })),
  w("出牌阶段").map((_t, from, to) => ({ kind: "play", limit: null, span: span(from, to) })),
);
const timingWindow: P<UseWindowSyntax> = seq([lazy(() => G.when), opt(seq([COMMA, RUO, lazy(() => G.cond)], ([, , c]) => c))], ([when, cond], from, to) => ({ kind: "timing", when, cond, span: span(from, to) }));

export const useWindows: P<UseWindowSyntax[]> = rule("card.windows", () =>
  seq([alt(playWindow, timingWindow), many(seq([SLASH, alt(playWindow, timingWindow)], ([, x]) => x)), opt(PERIOD)], ([first, rest]) => [first, ...rest]),
);

/** （你在选择A为目标的同时选择<player>） (【借刀杀人】): a player chosen with each target. */
const paired: P<NounPhrase> = seq([LP, w("你"), w("在"), w("选择"), lazy(() => G.np("player")), w("为"), w("目标"), w("的"), w("同时"), w("选择"), lazy(() => G.np("player")), RP], (v) => v[10]);

export interface UseTargetSyntax {
  readonly target: NounPhrase;
  readonly paired: NounPhrase | null;
}

const oneTarget: P<UseTargetSyntax> = seq([alt(lazy(() => G.np("player")), lazy(() => G.np("card"))), opt(paired)], ([target, p]) => ({ target, paired: p }));
export const useTargets: P<UseTargetSyntax[]> = rule("card.targets", () =>
  seq([oneTarget, many(seq([SLASH, oneTarget], ([, x]) => x)), opt(PERIOD)], ([first, rest]) => [first, ...rest]),
);

/** 执行动作：1.当…，…。2.当…，…。 */
export interface CardActionSyntax {
  readonly n: number;
  readonly when: When;
  readonly body: Stmt[];
}
export const cardActions: P<CardActionSyntax[]> = rule("card.actions", () =>
  many(
    seq([integer, alt(w("."), w("．")), lazy(() => G.when), COMMA, clauseSeq, opt(PERIOD)], ([n, , when, , b]) => ({ n: Number(n.image), when, body: b })),
    1,
  ),
);

/** 作用效果: statements; a ▶ in a card's effect (判定▶若结果…) joins two steps like ▷ (link "arrow"). */
export const effectText: P<Stmt[]> = rule("card.effect", () =>
  alt(
    seq([clauseSeq, COST, lazy(() => G.stmts)], ([before, , after]) => [...before, ...(after.length > 0 ? [{ ...after[0], link: "arrow" } as Stmt, ...after.slice(1)] : [])]),
    lazy(() => G.stmts),
  ),
);
