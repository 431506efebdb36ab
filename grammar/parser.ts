// The chevrotain parser for one line of a pack (lines are independent: see grammar/pack.ts).
// Skill text follows BRIEF "Phrase structure": part := [timing '，'] [condition '，'] [actor]
// ['可'] [costs '▶'] effects, built from compositional noun phrases and predicates.
import { EmbeddedActionsParser, EMPTY_ALT, EOF, tokenMatcher, type IToken, type TokenType } from "chevrotain";
import type {
  AttributeAst,
  CardAst,
  CardFilterAst,
  ConditionAst,
  DeckCardAst,
  DeckEntryAst,
  DelayedAst,
  EffectAst,
  EffectsAst,
  GeneralAst,
  NameAst,
  NounPhraseAst,
  NumberAst,
  PartAst,
  PartWhenAst,
  PredicateAst,
  QuantityAst,
  ReferenceNpAst,
  SkillAst,
  SkillTagAst,
  SourceRange,
  TimingAst,
  UseWindowAst,
} from "./ast.ts";
import type { Region } from "../runtime/api/context.ts";
import type { Suit } from "../runtime/model/types.ts";
import {
  ALL_TOKENS,
  Cat,
  CardName,
  CircledNumber,
  DeckCard,
  DeckKeyword,
  FACTION_WORDS,
  FactionWord,
  GENDER_WORDS,
  GeneralKeyword,
  GenderWord,
  HeaderInteger,
  HeaderWord,
  LordWord,
  PackKeyword,
  SkillName,
  kw,
  objectTiming,
  slotTiming,
} from "./tokens.ts";
import { cover, span, unbracket } from "./ranges.ts";
import {
  assembleNp,
  cardFilterOf,
  m,
  numberOf,
  phaseOfTiming,
  withCorresponding,
  withMoveVerb,
  withOwner,
  type NpCore,
  type NpMod,
} from "./nodes.ts";

const T = {
  Comma: kw("，"),
  Period: kw("。"),
  Semicolon: kw("；"),
  Colon: kw("："),
  Cost: kw("▶"),
  Then: kw("▷"),
  Delayed: kw("（→）"),
  Slash: kw("/"),
  Dot: kw("·"),
  FullStop: kw("."),
  Plus: kw("+"),
  Minus: kw("-"),
  De: kw("的"),
  Ke: kw("可"),
  Dang: kw("当"),
  Dui: kw("对"),
  Jiang: kw("将"),
  Ruo: kw("若"),
  Wei: kw("为"),
  BuWei: kw("不为"),
  Shi: kw("是"),
  BuShi: kw("不是"),
  Qie: kw("且"),
  Huo: kw("或"),
  Yu: kw("于"),
  Zhi: kw("至"),
  Xian: kw("限"),
  Nei: kw("内"),
  He: kw("和"),
  Bing: kw("并"),
  MeiYou: kw("没有"),
  You: kw("有"),
  Use: kw("使用"),
  TiLi: kw("体力"),
  ShangHai: kw("伤害"),
  ZaoCheng: kw("造成"),
  ZaoChengDe: kw("造成的"),
  ShouDao: kw("受到"),
  JiaoGei: kw("交给"),
  NoSource: kw("无来源的"),
  Corresponding: kw("对应的"),
  TargetIsYou: kw("对应的角色为你的"),
  ThisTurn: kw("此回合"),
  Dian: kw("点"),
  Ci: kw("次"),
  Distance: kw("距离"),
  DrawCount: kw("令额定摸牌数"),
  DrawCountZero: kw("令额定摸牌数改为0"),
  Skip: kw("跳过"),
  Choose: kw("选择："),
  Unlimited: kw("无次数的限制"),
  NoDistanceLimit: kw("无距离关系的限制"),
  LegalTarget: kw("合法目标"),
  Pai: kw("牌"),
  AttackRange: kw("攻击范围"),
  UseWindow: kw("使用时机"),
  UseTarget: kw("使用目标"),
  Effect: kw("作用效果"),
} as const;

const SUITS: Record<string, Suit> = { "♠": "spade", "♥": "heart", "♣": "club", "♦": "diamond" };
const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

interface BodyAst {
  readonly condition?: ConditionAst;
  readonly actor?: NounPhraseAst;
  readonly optional: boolean;
  readonly costs: readonly EffectAst[];
  readonly effects: EffectsAst;
  readonly range: SourceRange;
}

type WhenResult = UseWindowAst;

export class SgsLineParser extends EmbeddedActionsParser {
  constructor() {
    super(ALL_TOKENS, { maxLookahead: 1, recoveryEnabled: false });
    this.performSelfAnalysis();
  }

  // ── lookahead helpers (used only in GATEs, i.e. at parse time) ──
  private la(k: number, t: TokenType): boolean {
    return tokenMatcher(this.LA(k), t);
  }

  private isModStart(k: number): boolean {
    return (
      this.la(k, Cat.Attribute) ||
      (this.la(k, T.Distance) && this.la(k + 1, T.Wei)) ||
      this.la(k, T.Shi) ||
      this.la(k, Cat.Region) ||
      this.la(k, Cat.NumberWord) ||
      this.la(k, Cat.QuantifierN) ||
      this.la(k, Cat.QuantifierBare)
    );
  }

  private canStartNp(k: number): boolean {
    return this.isModStart(k) || this.la(k, Cat.Ref) || this.la(k, Cat.Head) || this.la(k, CardName);
  }

  private isWhenStart(): boolean {
    return this.la(1, T.Dang) || this.la(1, Cat.Timing);
  }

  private continuesChain(): boolean {
    if (this.la(1, T.Then) || this.la(1, T.Bing)) return true;
    if (!(this.la(1, T.Comma) || this.la(1, T.Semicolon) || this.la(1, T.Period))) return false;
    const next = this.LA(2).tokenType;
    return next !== EOF && !tokenMatcher(this.LA(2), CircledNumber) && next !== T.Cost && next !== T.Delayed && next !== T.Slash;
  }

  // ── header lines ──
  public packHeaderLine = this.RULE("packHeaderLine", (): NameAst => {
    this.CONSUME(PackKeyword);
    const name = this.CONSUME(HeaderWord);
    this.CONSUME(EOF);
    return this.ACTION(() => ({ name: name.image, range: span(name) }));
  });

  public generalHeaderLine = this.RULE("generalHeaderLine", (): GeneralAst => {
    const kwTok = this.CONSUME(GeneralKeyword);
    const name = this.CONSUME(HeaderWord);
    const faction = this.CONSUME(FactionWord);
    const gender = this.CONSUME(GenderWord);
    const hp = this.CONSUME(HeaderInteger);
    const lord = this.OPTION(() => this.CONSUME(LordWord));
    this.CONSUME(EOF);
    return this.ACTION(() => ({
      kind: "general",
      name: { name: name.image, range: span(name) },
      faction: FACTION_WORDS[faction.image as keyof typeof FACTION_WORDS],
      gender: GENDER_WORDS[gender.image as keyof typeof GENDER_WORDS],
      hp: Number.parseInt(hp.image, 10),
      lord: lord !== undefined,
      skills: [],
      skillRefs: [],
      range: span(kwTok, lord ?? hp),
    }));
  });

  public deckHeaderLine = this.RULE("deckHeaderLine", (): NameAst => {
    this.CONSUME(DeckKeyword);
    const name = this.CONSUME(HeaderWord);
    this.CONSUME(EOF);
    return this.ACTION(() => ({ name: name.image, range: span(name) }));
  });

  public cardHeaderLine = this.RULE("cardHeaderLine", (): CardAst => {
    const first = this.CONSUME(T.Pai);
    const name = this.CONSUME(CardName);
    const category = this.CONSUME(Cat.CardCategoryWord);
    let last: IToken = category;
    let subtype: IToken | undefined;
    let range: IToken | undefined;
    this.OPTION(() => {
      this.CONSUME(T.Dot);
      subtype = this.CONSUME(Cat.CardSubtypeWord);
      last = subtype;
    });
    this.OPTION2(() => {
      this.CONSUME(T.AttackRange);
      this.CONSUME(T.Colon);
      range = this.CONSUME(Cat.NumberWord);
      last = range;
    });
    this.CONSUME(EOF);
    return this.ACTION(() => {
      const card: { -readonly [K in keyof CardAst]: CardAst[K] } = {
        kind: "card",
        name: { name: unbracket(name.image), range: span(name) },
        category: m(category).category!,
        uses: [],
        skills: [],
        skillRefs: [],
        range: span(first, last),
      };
      if (subtype) card.subtype = m(subtype).subtype!;
      if (range) {
        const n = numberOf(range);
        if (n.kind === "literal") card.attackRange = n.value;
      }
      return card;
    });
  });

  public deckEntryLine = this.RULE("deckEntryLine", (): DeckEntryAst => {
    const name = this.CONSUME(CardName);
    const cards: IToken[] = [];
    this.AT_LEAST_ONE(() => cards.push(this.CONSUME(DeckCard)));
    this.CONSUME(EOF);
    return this.ACTION(() => ({
      card: { name: unbracket(name.image), range: span(name) },
      cards: cards.map(
        (t): DeckCardAst => ({
          suit: SUITS[t.image[0]],
          rank: RANKS[t.image.slice(1)] ?? Number.parseInt(t.image.slice(1), 10),
          range: span(t),
        }),
      ),
      range: span(name, cards[cards.length - 1]),
    }));
  });

  // ── card lines ──
  public useWindowsLine = this.RULE("useWindowsLine", (): { alternatives: UseWindowAst[]; range: SourceRange } => {
    const label = this.CONSUME(T.UseWindow);
    this.CONSUME(T.Colon);
    const alternatives: UseWindowAst[] = [this.SUBRULE(this.whenClause)];
    this.MANY(() => {
      this.CONSUME(T.Slash);
      alternatives.push(this.SUBRULE2(this.whenClause));
    });
    const end = this.OPTION(() => this.CONSUME(T.Period));
    this.CONSUME(EOF);
    return this.ACTION(() => ({ alternatives, range: cover(label, alternatives[alternatives.length - 1], end) }));
  });

  public useTargetsLine = this.RULE("useTargetsLine", (): { alternatives: NounPhraseAst[]; range: SourceRange } => {
    const label = this.CONSUME(T.UseTarget);
    this.CONSUME(T.Colon);
    const alternatives: NounPhraseAst[] = [this.SUBRULE(this.np)];
    this.MANY(() => {
      this.CONSUME(T.Slash);
      alternatives.push(this.SUBRULE2(this.np));
    });
    const end = this.OPTION(() => this.CONSUME(T.Period));
    this.CONSUME(EOF);
    return this.ACTION(() => ({ alternatives, range: cover(label, alternatives[alternatives.length - 1], end) }));
  });

  public effectLine = this.RULE("effectLine", (): EffectsAst => {
    this.CONSUME(T.Effect);
    this.CONSUME(T.Colon);
    const effects = this.SUBRULE(this.chain);
    this.CONSUME(EOF);
    return effects;
  });

  // ── skills ──
  public skillLine = this.RULE("skillLine", (): SkillAst => {
    const name = this.OPTION(() => this.CONSUME(SkillName));
    const parts: PartAst[] = [];
    this.OR([
      {
        ALT: () =>
          this.AT_LEAST_ONE(() => {
            const c = this.CONSUME(CircledNumber);
            parts.push(this.SUBRULE(this.part, { ARGS: [c] }));
          }),
      },
      { ALT: () => parts.push(this.SUBRULE2(this.part, { ARGS: [undefined] })) },
    ]);
    this.CONSUME(EOF);
    return this.ACTION(() => {
      let tags: SkillTagAst[] = [];
      let finalParts = parts;
      if (parts.length === 1 && parts[0].index === null) {
        tags = [...parts[0].tags];
        finalParts = [{ ...parts[0], tags: [] }];
      }
      return {
        kind: "skill",
        name: name ? { name: unbracket(name.image), range: span(name) } : null,
        tags,
        parts: finalParts,
        range: cover(name, parts[0], parts[parts.length - 1]),
      };
    });
  });

  private part = this.RULE("part", (circled: IToken | undefined): PartAst => {
    const tags: IToken[] = [];
    this.MANY({
      GATE: () => this.la(1, Cat.SkillTag),
      DEF: () => {
        tags.push(this.CONSUME(Cat.SkillTag));
        this.CONSUME(T.Comma);
      },
    });
    let when: WhenResult | undefined;
    this.OPTION({
      GATE: () => this.isWhenStart(),
      DEF: () => {
        when = this.SUBRULE(this.whenClause);
        this.CONSUME2(T.Comma);
      },
    });
    const body = this.SUBRULE(this.partBody);
    return this.ACTION(() => {
      const partWhen: PartWhenAst = !when
        ? { kind: "state", range: { start: body.range.start, end: body.range.start } }
        : when.kind === "play"
          ? when.limitPerPhase !== undefined
            ? { kind: "active", phase: "play", limitPerPhase: when.limitPerPhase, range: when.range }
            : { kind: "active", phase: "play", range: when.range }
          : { kind: "timing", timing: when.timing, range: when.range };
      const part: { -readonly [K in keyof PartAst]: PartAst[K] } = {
        kind: "part",
        index: circled ? "①②③④⑤⑥⑦⑧⑨".indexOf(circled.image) + 1 : null,
        tags: tags.map((t) => ({ tag: m(t).tag!, range: span(t) })),
        when: partWhen,
        optional: body.optional,
        costs: body.costs,
        effects: body.effects,
        range: cover(circled, tags[0], when, body),
      };
      if (body.condition) part.condition = body.condition;
      if (body.actor) part.actor = body.actor;
      return part;
    });
  });

  /** [condition] [actor] [可] costs ▶ effects — the first effect's 若/subject/可 are hoisted. */
  private partBody = this.RULE("partBody", (): BodyAst => {
    const first = this.SUBRULE(this.chain);
    let second: EffectsAst | undefined;
    this.OPTION(() => {
      this.CONSUME(T.Cost);
      second = this.SUBRULE2(this.chain);
    });
    return this.ACTION(() => {
      const costs = second ? [...first.effects] : [];
      const effects = second ?? first;
      const list = second ? costs : [...first.effects];
      const head = list[0];
      const body: { -readonly [K in keyof BodyAst]: BodyAst[K] } = {
        optional: head?.optional ?? false,
        costs,
        effects,
        range: cover(first, second),
      };
      if (head) {
        if (head.condition) body.condition = head.condition;
        if (head.subject) body.actor = head.subject;
        const hoisted: EffectAst = { ...head, optional: false };
        delete (hoisted as { condition?: ConditionAst }).condition;
        list[0] = hoisted;
        if (second) body.costs = list;
        else body.effects = { ...first, effects: list };
      }
      return body;
    });
  });

  /** A timing clause, or 出牌阶段[限X次] (kind "play"). */
  private whenClause = this.RULE("whenClause", (): WhenResult => {
    const dang = this.OPTION(() => this.CONSUME(T.Dang));
    let subject: NounPhraseAst | undefined;
    this.OPTION2({
      GATE: () => !this.la(1, Cat.Timing) && !this.la(1, T.Dui),
      DEF: () => {
        subject = this.SUBRULE(this.np);
        this.OPTION3(() => this.CONSUME(T.De));
      },
    });
    let scope: IToken | undefined;
    this.OPTION4(() => {
      this.CONSUME(T.Yu);
      this.CONSUME(T.ThisTurn);
      scope = this.CONSUME(T.Nei);
    });
    return this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(Cat.Timing);
          let limit: NumberAst | undefined;
          let end: IToken = t;
          this.OPTION5(() => {
            this.CONSUME(T.Xian);
            limit = this.SUBRULE(this.numberWord);
            end = this.CONSUME(T.Ci);
          });
          return this.ACTION(() => {
            const row = m(t).timing!;
            const range = cover(dang, subject, t, end);
            if (row.id === "phase.play.proper" && !subject && !dang) {
              const play: UseWindowAst =
                limit && limit.kind === "literal"
                  ? { kind: "play", limitPerPhase: limit.value, range }
                  : { kind: "play", range };
              return play;
            }
            const timing = withMoveVerb(this.timingAst(row.id, subject, scope, undefined, range), t.image);
            return { kind: "timing", timing, range };
          });
        },
      },
      {
        // 需要使用【杀】时❸: a timing with a {牌} slot (4.2.2)
        ALT: () => {
          const prefix = this.CONSUME(Cat.TimingSlotPrefix);
          const card = this.CONSUME(CardName);
          const suffix = this.CONSUME(Cat.TimingSlotSuffix);
          return this.ACTION(() => {
            const range = cover(dang, subject, suffix);
            const id = slotTiming(prefix.image, suffix.image)?.id ?? "needUse.1";
            const filter: CardFilterAst = { name: unbracket(card.image), range: span(card) };
            const timing: TimingAst = { ...this.timingAst(id, subject, scope, undefined, range), card: filter };
            return { kind: "timing" as const, timing, range };
          });
        },
      },
      {
        // 失去手牌后❷: a move timing with its cards written in (4.2.9)
        ALT: () => {
          const verb = this.CONSUME(Cat.TimingVerb);
          const cards = this.SUBRULE2(this.np);
          const suffix = this.CONSUME(Cat.TimingSuffix);
          return this.ACTION(() => {
            const range = cover(dang, subject, suffix);
            const id = objectTiming(verb.image, suffix.image)?.id ?? "move.end";
            const timing: TimingAst = withMoveVerb({ ...this.timingAst(id, subject, scope, undefined, range), cards }, verb.image);
            return { kind: "timing" as const, timing, range };
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Dui);
          const qualifier = this.OPTION6(() => this.CONSUME(T.TargetIsYou));
          const tail = this.CONSUME(Cat.TimingTail);
          return this.ACTION(() => {
            const range = cover(dang, subject, tail);
            const timing = this.timingAst(m(tail).timingTail!.id, subject, scope, qualifier, range);
            return { kind: "timing" as const, timing, range };
          });
        },
      },
    ]);
  });

  private timingAst(
    id: string,
    subject: NounPhraseAst | undefined,
    scope: IToken | undefined,
    qualifier: IToken | undefined,
    range: SourceRange,
  ): TimingAst {
    const t: { -readonly [K in keyof TimingAst]: TimingAst[K] } = {
      timing: id,
      subject: !subject ? (id.startsWith("phase.") ? "owner" : "any") : subject.kind === "reference" && subject.ref === "you" ? "owner" : "any",
      range,
    };
    if (subject) {
      t.subjectPhrase = subject;
      const card = cardFilterOf(subject);
      if (card) t.card = card;
    }
    if (qualifier) t.targetIs = "owner";
    if (scope) t.scope = "thisTurn";
    return t;
  }

  // ── effects ──
  private chain = this.RULE("chain", (): EffectsAst => {
    const items: EffectAst[] = [];
    let delayedStart: IToken | undefined;
    let delayed: DelayedAst | undefined;
    this.OR([
      {
        ALT: () => {
          items.push(this.SUBRULE(this.effectItem, { ARGS: ["none"] }));
          this.MANY({
            GATE: () => this.continuesChain(),
            DEF: () => {
              const sep = this.OR2([
                { ALT: () => this.CONSUME(T.Comma) },
                { ALT: () => this.CONSUME(T.Semicolon) },
                { ALT: () => this.CONSUME(T.Period) },
                { ALT: () => this.CONSUME(T.Then) },
                { ALT: () => this.CONSUME(T.Bing) },
              ]);
              const join = this.ACTION(() => (sep.tokenType === T.Then ? "chained" : sep.tokenType === T.Bing ? "simultaneous" : "none"));
              items.push(this.SUBRULE2(this.effectItem, { ARGS: [join] }));
            },
          });
          this.OPTION(() => {
            delayedStart = this.CONSUME(T.Delayed);
            delayed = this.SUBRULE(this.delayedClause);
          });
        },
      },
      {
        ALT: () => {
          delayedStart = this.CONSUME2(T.Delayed);
          delayed = this.SUBRULE2(this.delayedClause);
        },
      },
    ]);
    const end = this.OPTION2(() => this.CONSUME2(T.Period));
    return this.ACTION(() => {
      const range = cover(items[0], delayedStart, delayed, items[items.length - 1], end);
      return delayed ? { effects: items, delayed, range } : { effects: items, range };
    });
  });

  private delayedClause = this.RULE("delayedClause", (): DelayedAst => {
    const when = this.SUBRULE(this.whenClause);
    this.CONSUME(T.Comma);
    const body = this.SUBRULE(this.partBody);
    return this.ACTION(() => {
      const timing: TimingAst =
        when.kind === "timing"
          ? when.timing
          : { timing: "phase.play.proper", subject: "owner", range: when.range };
      const d: { -readonly [K in keyof DelayedAst]: DelayedAst[K] } = {
        timing,
        optional: body.optional,
        costs: body.costs,
        effects: body.effects,
        range: cover(when, body),
      };
      if (body.condition) d.condition = body.condition;
      if (body.actor) d.actor = body.actor;
      return d;
    });
  });

  private effectItem = this.RULE("effectItem", (join: "none" | "chained" | "simultaneous"): EffectAst => {
    let ruo: IToken | undefined;
    let condition: ConditionAst | undefined;
    this.OPTION(() => {
      ruo = this.CONSUME(T.Ruo);
      condition = this.SUBRULE(this.condition);
      this.CONSUME(T.Comma);
    });
    let subject: NounPhraseAst | undefined;
    this.OPTION2({ GATE: () => this.canStartNp(1), DEF: () => (subject = this.SUBRULE(this.np)) });
    const ke = this.OPTION3(() => this.CONSUME(T.Ke));
    const predicate = this.SUBRULE(this.predicate);
    return this.ACTION(() => {
      let pred = predicate;
      if (pred.op === "distanceModifier" && subject) pred = { ...pred, from: subject };
      const e: { -readonly [K in keyof EffectAst]: EffectAst[K] } = {
        kind: "effect",
        chained: join === "chained",
        optional: ke !== undefined,
        predicate: pred,
        range: cover(ruo, subject, ke, pred),
      };
      if (condition) e.condition = condition;
      if (subject) e.subject = subject;
      if (join === "simultaneous") e.simultaneous = true;
      return e;
    });
  });

  private predicate = this.RULE("predicate", (): PredicateAst => {
    return this.OR([
      {
        // 摸/弃置/获得 + cards
        ALT: () => {
          const op = this.CONSUME(Cat.OpCards);
          const cards = this.SUBRULE(this.np);
          return this.ACTION(() => {
            const row = m(op).operation!;
            return { op: row.op as "draw", method: row.method, cards, range: cover(op, cards) };
          });
        },
      },
      {
        // 失去/回复 N点体力
        ALT: () => {
          const op = this.CONSUME(Cat.OpHp);
          const amount = this.SUBRULE2(this.numberWord);
          this.CONSUME(T.Dian);
          const end = this.CONSUME(T.TiLi);
          return this.ACTION(() => {
            const row = m(op).operation!;
            return { op: row.op as "loseHp", method: row.method, amount, range: span(op, end) };
          });
        },
      },
      {
        // 对X造成N点[属性]伤害
        ALT: () => {
          const dui = this.CONSUME(T.Dui);
          const victim = this.SUBRULE2(this.np);
          const op = this.CONSUME(T.ZaoCheng);
          const amount = this.SUBRULE3(this.numberWord);
          this.CONSUME2(T.Dian);
          const element = this.OPTION(() => this.CONSUME(Cat.Element));
          const end = this.CONSUME(T.ShangHai);
          return this.ACTION(() => ({
            op: "damage" as const,
            method: m(op).operation!.method,
            victim,
            noSource: false,
            amount,
            element: element ? m(element).element! : "normal",
            range: span(dui, end),
          }));
        },
      },
      {
        // 受到[X造成的]N点[无来源的][属性]伤害
        ALT: () => {
          const op = this.CONSUME(T.ShouDao);
          let source: NounPhraseAst | undefined;
          this.OPTION2({
            GATE: () => !(this.la(1, Cat.NumberWord) && this.la(2, T.Dian)),
            DEF: () => {
              source = this.SUBRULE3(this.np);
              this.CONSUME(T.ZaoChengDe);
            },
          });
          const amount = this.SUBRULE4(this.numberWord);
          this.CONSUME3(T.Dian);
          const noSource = this.OPTION3(() => this.CONSUME(T.NoSource));
          const element = this.OPTION4(() => this.CONSUME2(Cat.Element));
          const end = this.CONSUME2(T.ShangHai);
          return this.ACTION(() => {
            const p: PredicateAst = {
              op: "damage",
              method: m(op).operation!.method,
              noSource: noSource !== undefined,
              amount,
              element: element ? m(element).element! : "normal",
              range: span(op, end),
            };
            return source ? { ...p, source } : p;
          });
        },
      },
      {
        // 将X交给Y
        ALT: () => {
          const jiang = this.CONSUME(T.Jiang);
          const cards = this.SUBRULE4(this.np);
          const op = this.CONSUME(T.JiaoGei);
          const to = this.SUBRULE5(this.np);
          return this.ACTION(() => ({
            op: "give" as const,
            method: m(op).operation!.method,
            cards,
            to,
            range: cover(jiang, to),
          }));
        },
      },
      {
        // 判定
        ALT: () => {
          const op = this.CONSUME(Cat.OpNone);
          return this.ACTION(() => {
            const row = m(op).operation!;
            return { op: row.op as "judge", method: row.method, range: span(op) };
          });
        },
      },
      {
        // 令额定摸牌数+X / -X
        ALT: () => {
          const op = this.CONSUME(T.DrawCount);
          const sign = this.OR2([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]);
          const n = this.SUBRULE5(this.numberWord);
          return this.ACTION(() => {
            const value = n.kind === "literal" ? n.value : 0;
            return {
              op: "adjustDrawCount" as const,
              method: m(op).operation!.method,
              delta: sign.tokenType === T.Minus ? -value : value,
              range: cover(op, n),
            };
          });
        },
      },
      {
        ALT: () => {
          const op = this.CONSUME(T.DrawCountZero);
          return this.ACTION(() => ({ op: "setDrawCountToZero" as const, method: m(op).operation!.method, range: span(op) }));
        },
      },
      {
        // 抵消此【杀】
        ALT: () => {
          const op = this.CONSUME(Cat.OpCardRef);
          const card = this.SUBRULE6(this.np);
          return this.ACTION(() => ({ op: "offset" as const, method: m(op).operation!.method, card, range: cover(op, card) }));
        },
      },
      {
        // 跳过<阶段>
        ALT: () => {
          const op = this.CONSUME(T.Skip);
          const phase = this.CONSUME2(Cat.Timing);
          return this.ACTION(() => ({
            op: "skipPhase" as const,
            method: m(op).operation!.method,
            phase: phaseOfTiming(m(phase).timing!.id) ?? "play",
            range: span(op, phase),
          }));
        },
      },
      {
        // 选择：1.…；2.…
        ALT: () => {
          const op = this.CONSUME(T.Choose);
          const options: EffectsAst[] = [this.SUBRULE(this.optionItem)];
          this.MANY({
            GATE: () => this.la(1, T.Semicolon) && this.la(2, Cat.NumberWord) && this.la(3, T.FullStop),
            DEF: () => {
              this.CONSUME(T.Semicolon);
              options.push(this.SUBRULE2(this.optionItem));
            },
          });
          return this.ACTION(() => ({
            op: "chooseOption" as const,
            method: m(op).operation!.method,
            options,
            range: cover(op, options[options.length - 1]),
          }));
        },
      },
      {
        // 至X的距离±N (3.4.9)
        ALT: () => {
          const zhi = this.CONSUME(T.Zhi);
          const to = this.SUBRULE7(this.np);
          this.CONSUME(T.De);
          const dist = this.CONSUME(T.Distance);
          const sign = this.OR3([{ ALT: () => this.CONSUME2(T.Plus) }, { ALT: () => this.CONSUME2(T.Minus) }]);
          const n = this.SUBRULE6(this.numberWord);
          return this.ACTION(() => {
            const value = n.kind === "literal" ? n.value : 0;
            const placeholder: NounPhraseAst = { kind: "reference", ref: "you", attributes: [], range: span(zhi) };
            return {
              op: "distanceModifier" as const,
              method: null,
              from: placeholder,
              to,
              delta: sign.tokenType === T.Minus ? -value : value,
              range: cover(zhi, dist, n),
            };
          });
        },
      },
      {
        // 于出牌阶段内使用【杀】无次数的限制
        ALT: () => {
          const yu = this.CONSUME(T.Yu);
          const phase = this.CONSUME3(Cat.Timing);
          this.CONSUME(T.Nei);
          this.CONSUME(T.Use);
          const card = this.SUBRULE8(this.np);
          const end = this.CONSUME(T.Unlimited);
          return this.ACTION(() => {
            const filter = cardFilterOf(card) ?? { range: card.range };
            const p = phaseOfTiming(m(phase).timing!.id);
            const pred: PredicateAst = { op: "unlimitedUses", method: null, card: filter, range: span(yu, end) };
            return p ? { ...pred, phase: p } : pred;
          });
        },
      },
      {
        // 不是【杀】和【决斗】的合法目标
        ALT: () => {
          const bushi = this.CONSUME(T.BuShi);
          const cards: IToken[] = [this.CONSUME(CardName)];
          this.MANY2(() => {
            this.CONSUME(T.He);
            cards.push(this.CONSUME2(CardName));
          });
          this.CONSUME2(T.De);
          const end = this.CONSUME(T.LegalTarget);
          return this.ACTION(() => ({
            op: "notLegalTarget" as const,
            method: null,
            cards: cards.map((c): CardFilterAst => ({ name: unbracket(c.image), range: span(c) })),
            range: span(bushi, end),
          }));
        },
      },
      {
        // 使用锦囊牌无距离关系的限制
        ALT: () => {
          const use = this.CONSUME2(T.Use);
          const card = this.SUBRULE9(this.np);
          const end = this.CONSUME(T.NoDistanceLimit);
          return this.ACTION(() => ({
            op: "noDistanceLimit" as const,
            method: null,
            card: cardFilterOf(card) ?? { range: card.range },
            range: span(use, end),
          }));
        },
      },
    ]);
  });

  /** One option of 选择：N.effects */
  private optionItem = this.RULE("optionItem", (): EffectsAst => {
    const n = this.CONSUME(Cat.NumberWord);
    this.CONSUME(T.FullStop);
    const items: EffectAst[] = [this.SUBRULE(this.effectItem, { ARGS: ["none"] })];
    this.MANY({
      GATE: () => this.la(1, T.Comma),
      DEF: () => {
        this.CONSUME(T.Comma);
        items.push(this.SUBRULE2(this.effectItem, { ARGS: ["none"] }));
      },
    });
    return this.ACTION(() => ({ effects: items, range: cover(n, items[items.length - 1]) }));
  });

  // ── conditions ──
  private condition = this.RULE("condition", (): ConditionAst => {
    const items: ConditionAst[] = [this.SUBRULE(this.conditionAtom)];
    let joiner: "and" | "or" | undefined;
    this.MANY(() => {
      const j = this.OR([{ ALT: () => this.CONSUME(T.Qie) }, { ALT: () => this.CONSUME(T.Huo) }]);
      joiner = this.ACTION(() => (j.tokenType === T.Qie ? "and" : "or"));
      items.push(this.SUBRULE2(this.conditionAtom));
    });
    return this.ACTION(() =>
      items.length === 1 ? items[0] : { kind: joiner ?? "and", items, range: cover(items[0], items[items.length - 1]) },
    );
  });

  private conditionAtom = this.RULE("conditionAtom", (): ConditionAst => {
    const subject = this.SUBRULE(this.np);
    return this.OR([
      {
        ALT: () => {
          const neg = this.OR2([
            { ALT: () => this.CONSUME(T.Wei) },
            { ALT: () => this.CONSUME(T.BuWei) },
            { ALT: () => this.CONSUME(T.Shi) },
            { ALT: () => this.CONSUME(T.BuShi) },
          ]);
          const value = this.SUBRULE(this.conditionValue);
          return this.ACTION(() => ({
            kind: "is" as const,
            subject,
            value,
            negated: neg.tokenType === T.BuWei || neg.tokenType === T.BuShi,
            range: cover(subject, value),
          }));
        },
      },
      {
        ALT: () => {
          const has = this.OR3([{ ALT: () => this.CONSUME(T.MeiYou) }, { ALT: () => this.CONSUME(T.You) }]);
          const head = this.CONSUME(Cat.Head);
          return this.ACTION(() => {
            const regions = m(head).head!.regions ?? (["hand", "equip"] as Region[]);
            const attribute: AttributeAst = { id: "hasCards", regions, range: span(has, head) };
            return {
              kind: "state" as const,
              subject,
              attribute,
              negated: has.tokenType === T.MeiYou,
              range: cover(subject, head),
            };
          });
        },
      },
    ]);
  });

  /** 为红色 (an attribute) / 为你 (a noun phrase). */
  private conditionValue = this.RULE("conditionValue", (): NounPhraseAst | AttributeAst => {
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.la(1, Cat.Attribute) && !this.canStartNp(2),
          ALT: () => {
            const a = this.CONSUME(Cat.Attribute);
            return this.ACTION(() => this.attributeOf(a));
          },
        },
        { ALT: () => this.SUBRULE(this.np) },
      ],
    });
  });

  private attributeOf(t: IToken): AttributeAst {
    const row = m(t).attribute!;
    return row.regions ? { id: row.id, regions: row.regions, range: span(t) } : { id: row.id, range: span(t) };
  }

  // ── noun phrases ──
  private np = this.RULE("np", (): NounPhraseAst => {
    const mods: NpMod[] = [];
    this.MANY({ GATE: () => this.isModStart(1), DEF: () => mods.push(this.SUBRULE(this.npMod)) });
    const core = this.OR([
      { ALT: (): NpCore => ({ kind: "reference", np: this.SUBRULE(this.refAtom) }) },
      { ALT: (): NpCore => ({ kind: "head", token: this.CONSUME(Cat.Head) }) },
      { ALT: (): NpCore => ({ kind: "cardName", token: this.CONSUME(CardName) }) },
    ]);
    let link: IToken | undefined;
    let rest: NounPhraseAst | undefined;
    this.OPTION({
      GATE: () =>
        this.la(1, T.Corresponding) ||
        (this.la(1, T.De) && this.canStartNp(2)) ||
        (core.kind === "reference" && core.np.ref === "it" && this.la(1, Cat.Region)),
      DEF: () => {
        link = this.OR2({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            { ALT: () => this.CONSUME(T.Corresponding) },
            { ALT: () => this.CONSUME(T.De) },
            { GATE: () => this.la(1, Cat.Region), ALT: EMPTY_ALT(undefined) },
          ],
        });
        rest = this.SUBRULE2(this.np);
      },
    });
    return this.ACTION(() => {
      const self = assembleNp(mods, core);
      if (!rest) return self;
      if (link && link.tokenType === T.Corresponding) return withCorresponding(self, link, rest);
      return withOwner(self, rest);
    });
  });

  private npMod = this.RULE("npMod", (): NpMod => {
    return this.OR([
      {
        ALT: () => {
          const a = this.CONSUME(Cat.Attribute);
          return this.ACTION((): NpMod => ({ kind: "attribute", attribute: this.attributeOf(a) }));
        },
      },
      {
        // 距离为N的 (3.4.9)
        ALT: () => {
          const d = this.CONSUME(T.Distance);
          this.CONSUME(T.Wei);
          const n = this.SUBRULE(this.numberWord);
          const de = this.CONSUME(T.De);
          return this.ACTION((): NpMod => ({
            kind: "attribute",
            attribute: { id: "distanceIs", value: n.kind === "literal" ? n.value : 0, range: span(d, de) },
          }));
        },
      },
      {
        // 是X的
        ALT: () => {
          const shi = this.CONSUME(T.Shi);
          const of = this.SUBRULE(this.refChain);
          const de = this.CONSUME2(T.De);
          return this.ACTION((): NpMod => ({ kind: "attribute", attribute: { id: "is", of, range: span(shi, de) } }));
        },
      },
      {
        ALT: () => {
          const r = this.CONSUME(Cat.Region);
          return this.ACTION((): NpMod => ({ kind: "region", token: r, regions: m(r).region!.regions }));
        },
      },
      { ALT: () => this.SUBRULE(this.quantity) },
    ]);
  });

  private quantity = this.RULE("quantity", (): NpMod => {
    return this.OR([
      {
        ALT: () => {
          const n = this.SUBRULE(this.numberWord);
          let max: NumberAst | undefined;
          this.OPTION({
            GATE: () => this.la(1, T.Zhi) && this.la(2, Cat.NumberWord),
            DEF: () => {
              this.CONSUME(T.Zhi);
              max = this.SUBRULE2(this.numberWord);
            },
          });
          const measure = this.OPTION2(() => this.CONSUME(Cat.Measure));
          return this.ACTION((): NpMod => {
            const range = cover(n, max, measure);
            const quantity: QuantityAst = max ? { kind: "between", min: n, max, range } : { kind: "exact", n, range };
            return measure ? { kind: "quantity", quantity, measure } : { kind: "quantity", quantity };
          });
        },
      },
      {
        ALT: () => {
          const q = this.CONSUME(Cat.QuantifierN);
          const n = this.SUBRULE3(this.numberWord);
          const measure = this.OPTION3(() => this.CONSUME2(Cat.Measure));
          return this.ACTION((): NpMod => {
            const range = cover(q, n, measure);
            const quantity: QuantityAst =
              m(q).quantifier === "atMost" ? { kind: "atMost", n, range } : { kind: "atLeast", n, range };
            return measure ? { kind: "quantity", quantity, measure } : { kind: "quantity", quantity };
          });
        },
      },
      {
        ALT: () => {
          const q = this.CONSUME(Cat.QuantifierBare);
          return this.ACTION((): NpMod => {
            const id = m(q).quantifier;
            const kind = id === "all" ? "all" : id === "equal" ? "equal" : "any";
            return { kind: "quantity", quantity: { kind, range: span(q) } };
          });
        },
      },
    ]);
  });

  /** 你 / 来源 / 此【杀】 */
  private refAtom = this.RULE("refAtom", (): ReferenceNpAst => {
    const r = this.CONSUME(Cat.Ref);
    let card: IToken | undefined;
    this.OPTION({
      GATE: () => m(r).reference!.takesCardName === true,
      DEF: () => (card = this.CONSUME(CardName)),
    });
    return this.ACTION(() => {
      const np: ReferenceNpAst = { kind: "reference", ref: m(r).reference!.ref, attributes: [], range: span(r, card ?? r) };
      return card ? { ...np, card: unbracket(card.image) } : np;
    });
  });

  /** 此伤害的渠道: each reference owned by the one before it. */
  private refChain = this.RULE("refChain", (): NounPhraseAst => {
    const atoms: ReferenceNpAst[] = [this.SUBRULE(this.refAtom)];
    this.MANY({
      GATE: () => this.la(1, T.De) && this.la(2, Cat.Ref),
      DEF: () => {
        this.CONSUME(T.De);
        atoms.push(this.SUBRULE2(this.refAtom));
      },
    });
    return this.ACTION(() =>
      atoms.slice(1).reduce<NounPhraseAst>((owner, next) => ({ ...next, owner, range: cover(owner, next) }), atoms[0]),
    );
  });

  private numberWord = this.RULE("numberWord", (): NumberAst => {
    const t = this.CONSUME(Cat.NumberWord);
    return this.ACTION(() => numberOf(t));
  });
}

/** The rule names pack.ts dispatches lines to. */
export type LineRule =
  | "packHeaderLine"
  | "generalHeaderLine"
  | "deckHeaderLine"
  | "cardHeaderLine"
  | "deckEntryLine"
  | "useWindowsLine"
  | "useTargetsLine"
  | "effectLine"
  | "skillLine";

export const lineParser = new SgsLineParser();
