// The chevrotain parser for one line of a pack (lines are independent: see grammar/pack.ts).
// Skill text follows BRIEF "Phrase structure": part := [timing '，'] [condition '，'] [actor]
// ['可'] [costs '▶'] effects, built from compositional noun phrases and predicates.
import { EmbeddedActionsParser, EMPTY_ALT, EOF, tokenMatcher, type IToken, type TokenType } from "chevrotain";
import type {
  AttributeAst,
  CardActionAst,
  CardAst,
  CardFilterAst,
  CauseAst,
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
import type { Region } from "../../runtime/api/context.ts";
import type { Suit } from "../../runtime/model/types.ts";
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
  ChoosePlayers: kw("选择"),
  Unlimited: kw("无次数的限制"),
  NoDistanceLimit: kw("无距离关系的限制"),
  LegalTarget: kw("合法目标"),
  Pai: kw("牌"),
  AttackRange: kw("攻击范围"),
  UseWindow: kw("使用时机"),
  UseTarget: kw("使用目标"),
  Effect: kw("作用效果"),
  // w-convert: 转化 (4.2.3) and 于回合外
  ConvertTo: kw("对应的实体牌为"),
  AsJudgeCard: kw("作为判定牌"),
  ToDiscardPile: kw("置入弃牌堆"),
  Ling: kw("令"),
  AskEach: kw("依次选择是否打出"),
  YiCiFa: kw("以此法"),
  NoPhysical: kw("无对应的实体牌的"),
  OutsideTurn: kw("回合外"),
  // w-cards: 需打出…，否则… / 【决斗】
  Xu: kw("需"),
  FouZe: kw("否则"),
  DaChu: kw("打出"),
  You2: kw("由"),
  KaiShi: kw("开始，"),
  YuAnd: kw("与"),
  Each: kw("各"),
  Cause: kw("因执行"),
  Not: kw("未"),
  ThisPhase: kw("此阶段"),
  HandCount: kw("手牌数"),
  FirstTime: kw("首次"),
  NotLess: kw("不小于"),
  Guo: kw("过"),
  DamageValue: kw("令伤害值"),
  DrawPileTop: kw("牌堆顶的"),
  FaceDownToProcessing: kw("扣置入处理区"),
  Visible: kw("可见"),
  OpenParen: kw("（"),
  CloseParen: kw("）"),
  Equals: kw("="),
  MinOfCharacterCount: kw("min{角色数,"),
  OneSuit: kw("一种花色"),
  ResultAfter1: kw("结果确定后❶"),
  ResultAfter2: kw("结果确定后❷"),
  Repeat: kw("重复此流程"),
  SuitWith: kw("的花色与"),
  ChosenSuit: kw("选择的花色"),
  Differ: kw("不同"),
  Same: kw("相同"),
  CloseBrace: kw("}"),
  Among: kw("其中"),
  Rest: kw("其余的"),
  AnyOrder: kw("以任意顺序"),
  PileTop: kw("置于牌堆顶"),
  PileBottom: kw("置于牌堆底"),
  RecoverValue: kw("令回复值"),
  EffectEr: kw("的效果而"),
  LunLiu: kw("轮流"),
  ZhiDao: kw("直到"),
  OneOf: kw("中的一名角色"),
  OtherOf: kw("中的另一名角色"),
  WeiDaChu: kw("未打出"),
  Tilde: kw("~"),
  WideTilde: kw("～"),
  ZhiRu: kw("置入"),
  XiaJia: kw("下家"),
  JudgeArea: kw("判定区"),
  WuXiao: kw("无效"),
  WuShi: kw("无视"),
  GenderDiffers: kw("性别不同"),
  AlsoBecome: kw("也成为"),
  TheTarget: kw("的目标"),
  FangJu: kw("防具"),
  InSettlement: kw("的使用结算中"),
  YiCi: kw("依次"),
  MethodBecomes: kw("的方式改为"),
  IgnoreDistanceNote: kw("（距离关系限制规则对此次合法性检测不产生影响）"),
  TransferTo: kw("转移给"),
  EffectAmong: kw("的作用效果中"),
  Except: kw("除"),
  ExceptEnd: kw("外的角色"),
  EachTime: kw("每次"),
  Neng: kw("能"),
  // 【借刀杀人】 (w-jiedao)
  EquipAreaIn: kw("装备区里"),
  ZaiXuanZe: kw("在选择"),
  AsTargetAlsoChoose: kw("为目标的同时选择"),
  FangZhi: kw("防止"),
  YiRan: kw("依然"),
  ShengXiao: kw("生效"),
  // 【五谷丰登】 (w-cards2)
  Reveal: kw("亮出"),
  ZhongDe: kw("中的"),
  TargetCount: kw("的目标数"),
  Actions: kw("执行动作"),
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
      (this.la(k, Cat.NumberWord) && !this.isLabel(k)) ||
      this.la(k, Cat.QuantifierN) ||
      this.la(k, T.EquipAreaIn) ||
      (this.la(k, T.AttackRange) && this.la(k + 1, T.Nei) && this.la(k + 2, T.You)) ||
      this.la(k, Cat.QuantifierBare) ||
      this.la(k, T.WeiDaChu) ||
      (this.la(k, T.Neng) && this.la(k + 1, T.Use))
    );
  }

  private canStartNp(k: number): boolean {
    return this.isModStart(k) || this.la(k, Cat.Ref) || this.la(k, Cat.Head) || this.la(k, CardName) || this.isLabel(k);
  }

  /**
   * After a leading `start` token, does `target` come before any of `stops` (or the line's end)
   * within `window` tokens? Tells apart predicates that share a prefix (对X无效 / 对X使用…).
   */
  private targetAhead(start: TokenType, target: TokenType, stops: readonly TokenType[], window: number): boolean {
    if (!this.la(1, start)) return false;
    for (let k = 2; k < window; k++) {
      const t = this.LA(k).tokenType;
      if (t === target) return true;
      if (t === EOF || stops.includes(t)) return false;
    }
    return false;
  }

  /** A / B naming a player (【借刀杀人】): a label letter that is not a count (no measure word after it). */
  private isLabel(k: number): boolean {
    const t = this.LA(k);
    return this.la(k, Cat.NumberWord) && (t.image === "A" || t.image === "B") && !this.la(k + 1, Cat.Measure);
  }

  /** A 各 ahead before the clause ends: "与" joins subjects of 各 (3.5.36), not other phrases. */
  private eachAhead(): boolean {
    for (let k = 1; k <= 16; k++) {
      const t = this.LA(k);
      if (tokenMatcher(t, T.Each)) return true;
      if (t.tokenType === EOF || tokenMatcher(t, T.Comma) || tokenMatcher(t, T.Period) || tokenMatcher(t, T.Cost) || tokenMatcher(t, T.Then)) return false;
    }
    return false;
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
    // 判定▶若… (【乐不思蜀】, 【闪电】): what follows ▶ runs once the judgement is done, as with ▷.
    let after: EffectsAst | undefined;
    this.OPTION(() => {
      this.CONSUME(T.Cost);
      after = this.SUBRULE2(this.chain);
    });
    this.CONSUME(EOF);
    return this.ACTION(() => {
      if (!after) return effects;
      const [head, ...rest] = after.effects;
      const joined: EffectsAst = { effects: [...effects.effects, ...(head ? [{ ...head, chained: true }] : []), ...rest], range: cover(effects, after) };
      const delayed = effects.delayed ?? after.delayed;
      return delayed ? { ...joined, delayed } : joined;
    });
  });

  /** 执行动作：1.当此牌的…时，系统亮出…。2.… (【五谷丰登】, 4.2.4): numbered timing + effect items. */
  public actionsLine = this.RULE("actionsLine", (): CardActionAst[] => {
    this.CONSUME(T.Actions);
    this.CONSUME(T.Colon);
    const items: CardActionAst[] = [];
    this.AT_LEAST_ONE(() => {
      const n = this.CONSUME(Cat.NumberWord);
      this.CONSUME(T.FullStop);
      const when = this.SUBRULE(this.whenClause);
      this.CONSUME(T.Comma);
      const effect = this.SUBRULE(this.effectItem, { ARGS: ["none"] });
      const end = this.CONSUME(T.Period);
      this.ACTION(() => {
        const num = numberOf(n);
        items.push({ number: num.kind === "literal" ? num.value : 0, when, effect, range: span(n, end) });
      });
    });
    this.CONSUME(EOF);
    return items;
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
    // 若C，或当T2， (〖无双②〗): C belongs to the first timing only.
    let orCondition: ConditionAst | undefined;
    let orWhen: WhenResult | undefined;
    this.OPTION2({
      GATE: () => this.orWhenAhead(),
      DEF: () => {
        this.CONSUME(T.Ruo);
        orCondition = this.SUBRULE(this.condition);
        this.CONSUME3(T.Comma);
        this.CONSUME(T.Huo);
        orWhen = this.SUBRULE2(this.whenClause);
        this.CONSUME4(T.Comma);
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
      if (orCondition) part.condition = orCondition;
      if (orWhen) part.orWhen = orWhen.kind === "timing" ? orWhen.timing : undefined;
      return part;
    });
  });

  /** 若…，或当… ahead: the condition of a first timing, then a second timing. */
  private orWhenAhead(): boolean {
    if (!this.la(1, T.Ruo)) return false;
    for (let k = 2; k < 16; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Comma) return this.la(k + 1, T.Huo) && this.la(k + 2, T.Dang);
      if (t === EOF || t === T.Period || t === T.Cost) return false;
    }
    return false;
  }

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
    let outside: IToken | undefined;
    this.OPTION4(() => {
      this.CONSUME(T.Yu);
      this.OR7([
        {
          ALT: () => {
            this.CONSUME(T.ThisTurn);
            scope = this.CONSUME(T.Nei);
          },
        },
        // 于回合外 (〖急救〗, w-convert)
        { ALT: () => (outside = this.CONSUME(T.OutsideTurn)) },
      ]);
    });
    // 因执行你使用的【杀】或【决斗】的效果而 (3.5.23 渠道; w-skills)
    let cause: CauseAst | undefined;
    this.OPTION8(() => {
      const start = this.CONSUME(T.Cause);
      const user = this.SUBRULE3(this.np);
      this.CONSUME2(T.Use);
      this.CONSUME2(T.De);
      const names: IToken[] = [this.CONSUME2(CardName)];
      this.MANY(() => {
        this.CONSUME(T.Huo);
        names.push(this.CONSUME3(CardName));
      });
      const end = this.CONSUME(T.EffectEr);
      cause = this.ACTION(() => ({
        user,
        cards: names.map((c): CardFilterAst => ({ name: unbracket(c.image), range: span(c) })),
        range: span(start, end),
      }));
    });
    const withCause = (t: TimingAst): TimingAst => (cause ? { ...t, cause } : t);
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
            const timing = withCause(withMoveVerb(this.timingAst(row.id, subject, scope, undefined, range), t.image));
            // 受到1点伤害后 (4.2.12 注意): one chance per point.
            if (/1点/u.test(t.image)) return { kind: "timing", timing: { ...timing, perPoint: true }, range };
            return { kind: "timing", timing, range };
          });
        },
      },
      {
        // 当此判定结果确定后❶ (4.2.11): the judge timing of the judgement the part starts (洛神; w-skills)
        ALT: () => {
          const t = this.or(23, [{ ALT: () => this.CONSUME(T.ResultAfter1) }, { ALT: () => this.CONSUME(T.ResultAfter2) }]);
          return this.ACTION(() => {
            const range = cover(dang, subject, t);
            const id = t.tokenType === T.ResultAfter1 ? "judge.after.1" : "judge.after.2";
            const timing: TimingAst = { ...this.timingAst(id, subject, scope, undefined, range), subject: "owner", thisEvent: true };
            return { kind: "timing" as const, timing, range };
          });
        },
      },
      {
        // 需要使用【杀】时❸: a timing with a {牌} slot (4.2.2)
        ALT: () => {
          const prefix = this.CONSUME(Cat.TimingSlotPrefix);
          // 需要使用/打出【闪】时❶ (3.5.10): both need events' timing (w-convert)
          let other: IToken | undefined;
          this.OPTION7(() => {
            this.CONSUME(T.Slash);
            other = this.OR8([{ ALT: () => this.CONSUME(T.Use) }, { ALT: () => this.CONSUME(T.DaChu) }]);
          });
          const card = this.CONSUME(CardName);
          const suffix = this.CONSUME(Cat.TimingSlotSuffix);
          return this.ACTION(() => {
            const range = cover(dang, subject, suffix);
            const id = slotTiming(prefix.image, suffix.image)?.id ?? "needUse.1";
            const filter: CardFilterAst = { name: unbracket(card.image), range: span(card) };
            const timing: { -readonly [K in keyof TimingAst]: TimingAst[K] } = { ...this.timingAst(id, subject, scope, undefined, range), card: filter };
            if (other) {
              const verb = other.tokenType === T.DaChu ? "需要打出" : "需要使用";
              const also = slotTiming(verb, suffix.image)?.id;
              if (also && also !== id) timing.alsoTimings = [also];
            }
            if (outside) timing.outsideTurn = true;
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
          return this.OR9([
            {
              ALT: () => {
                const qualifier = this.OPTION6(() => this.CONSUME(T.TargetIsYou));
                const tail = this.CONSUME(Cat.TimingTail);
                return this.ACTION(() => {
                  const range = cover(dang, subject, tail);
                  const timing = this.timingAst(m(tail).timingTail!.id, subject, scope, qualifier, range);
                  return { kind: "timing" as const, timing, range };
                });
              },
            },
            {
              // 对一名角色造成伤害时❶: the timing's object before its phrase (w-skills)
              ALT: () => {
                const object = this.SUBRULE4(this.np);
                const t = this.CONSUME2(Cat.Timing);
                return this.ACTION(() => {
                  const range = cover(dang, subject, t);
                  const timing: TimingAst = { ...withCause(this.timingAst(m(t).timing!.id, subject, scope, undefined, range)), object };
                  return { kind: "timing" as const, timing, range };
                });
              },
            },
          ]);
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
    // 否则… (【闪电】): the else of the previous effect's 若.
    const fouze = this.OPTION5(() => this.CONSUME2(T.FouZe));
    let ruo: IToken | undefined;
    let condition: ConditionAst | undefined;
    this.OPTION(() => {
      ruo = this.CONSUME(T.Ruo);
      condition = this.SUBRULE(this.condition);
      this.CONSUME(T.Comma);
    });
    let subject: NounPhraseAst | undefined;
    this.OPTION2({ GATE: () => this.canStartNp(1), DEF: () => (subject = this.SUBRULE(this.np)) });
    // A与B各… (3.5.36): more subjects, each doing the predicate in turn.
    const each: NounPhraseAst[] = [];
    this.OPTION4({
      GATE: () => this.la(1, T.YuAnd) && this.eachAhead(),
      DEF: () => {
        this.CONSUME(T.YuAnd);
        each.push(this.SUBRULE2(this.np));
        this.CONSUME(T.Each);
      },
    });
    const ke = this.OPTION3(() => this.CONSUME(T.Ke));
    const yici = this.OPTION6(() => this.CONSUME(T.YiCi));
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
      if (fouze) e.otherwise = true;
      if (yici) e.oneByOne = true;
      if (subject) e.subject = subject;
      if (subject && each.length > 0) e.each = [subject, ...each];
      if (join === "simultaneous") e.simultaneous = true;
      return e;
    });
  });

  private predicate = this.RULE("predicate", (): PredicateAst => {
    return this.OR([
      // Before 对X造成…伤害, which starts the same way: 此【杀】对此目标无效.
      { GATE: () => this.nullifyAhead(), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.nullifyPredicate) },
      { GATE: () => this.useOnAhead(), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.useOnPredicate) },
      { GATE: () => this.ignoreAhead(), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.ignorePredicate) },
      { ALT: () => this.SUBRULE(this.stillPredicate) },
      { ALT: () => this.SUBRULE(this.preventPredicate) },
      { ALT: () => this.SUBRULE(this.revealPredicate) },
      {
        // 也成为此【杀】的目标 (〖方天画戟〗)
        ALT: () => {
          const op = this.CONSUME(T.AlsoBecome);
          const card = this.subrule(43, this.np);
          const end = this.CONSUME(T.TheTarget);
          return this.ACTION((): PredicateAst => ({ op: "alsoTarget", method: "addTargets", card, range: span(op, end) }));
        },
      },
      // Before 将X交给Y, which starts the same way.
      { GATE: () => this.placeAhead(), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.placePredicate) },
      // 将X作为判定牌 / 将X置入弃牌堆 (w-convert), also before 将X交给Y.
      { GATE: () => this.jiangAhead(T.AsJudgeCard), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.asJudgePredicate) },
      { GATE: () => this.jiangAhead(T.MethodBecomes), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.responseMethodPredicate) },
      { GATE: () => this.jiangAhead(T.TransferTo), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.transferPredicate) },
      { GATE: () => this.playMethodAhead(), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.playMethodPredicate) },
      { GATE: () => this.jiangAhead(T.ToDiscardPile), IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.toDiscardPredicate) },
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
        // 将X交给Y / 将牌堆顶的N张牌扣置入处理区（对你可见）
        ALT: () => {
          const jiang = this.CONSUME(T.Jiang);
          return this.or(12, [
            {
              ALT: () => {
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
              // 将其中任意数量的牌以任意顺序置于牌堆顶 / 将其余的牌以任意顺序置于牌堆底 (3.3.2; w-skills)
              ALT: () => {
                const from = this.or(19, [{ ALT: () => this.CONSUME(T.Among) }, { ALT: () => this.CONSUME(T.Rest) }]);
                const cards = this.subrule(20, this.np);
                this.CONSUME(T.AnyOrder);
                const op = this.or(21, [{ ALT: () => this.CONSUME(T.PileTop) }, { ALT: () => this.CONSUME(T.PileBottom) }]);
                return this.ACTION(() => ({
                  op: "putOnPile" as const,
                  method: m(op).operation!.method,
                  from: from.tokenType === T.Among ? ("among" as const) : ("rest" as const),
                  cards,
                  position: op.tokenType === T.PileTop ? ("top" as const) : ("bottom" as const),
                  range: span(jiang, op),
                }));
              },
            },
            {
              // 3.3.5 处理区; （对你可见） 3.5.34 (w-skills)
              ALT: () => {
                this.CONSUME(T.DrawPileTop);
                const cards = this.subrule(13, this.np);
                const op = this.CONSUME(T.FaceDownToProcessing);
                let visibleTo: NounPhraseAst | undefined;
                let cap: NumberAst | undefined;
                let end: IToken = op;
                this.option(14, {
                  GATE: () => this.la(2, T.Dui),
                  DEF: () => {
                    this.CONSUME(T.OpenParen);
                    this.CONSUME4(T.Dui);
                    visibleTo = this.subrule(15, this.np);
                    this.CONSUME(T.Visible);
                    end = this.CONSUME(T.CloseParen);
                  },
                });
                // （X=min{角色数,5}） (3.4.11)
                this.option(16, {
                  GATE: () => this.la(1, T.OpenParen) && this.la(2, Cat.NumberWord),
                  DEF: () => {
                    this.CONSUME2(T.OpenParen);
                    this.subrule(17, this.numberWord);
                    this.CONSUME(T.Equals);
                    this.CONSUME(T.MinOfCharacterCount);
                    cap = this.subrule(18, this.numberWord);
                    this.CONSUME(T.CloseBrace);
                    end = this.CONSUME2(T.CloseParen);
                  },
                });
                return this.ACTION(() => {
                  const p: PredicateAst = { op: "takeTopCards", method: m(op).operation!.method, cards, range: span(jiang, end) };
                  const withVisible = visibleTo ? { ...p, visibleTo } : p;
                  return cap ? { ...withVisible, countCap: cap } : withVisible;
                });
              },
            },
          ]);
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
          return this.ACTION(() => {
            const row = m(op).operation!;
            // 抵消此【杀】 / 不能响应此【杀】: a verb on a card in scope.
            const kind = row.op === "forbidResponse" ? ("forbidResponse" as const) : ("offset" as const);
            return { op: kind, method: row.method, card, range: cover(op, card) };
          });
        },
      },
      {
        // 重复此流程 (洛神)
        ALT: () => {
          const op = this.CONSUME(T.Repeat);
          return this.ACTION((): PredicateAst => ({ op: "repeatProcess", method: null, range: span(op) }));
        },
      },
      {
        // 令伤害值+1 / 令回复值+1 (4.2.12, 4.2.15)
        ALT: () => {
          const op = this.or(10, [{ ALT: () => this.CONSUME(T.DamageValue) }, { ALT: () => this.CONSUME(T.RecoverValue) }]);
          const sign = this.or(11, [{ ALT: () => this.CONSUME3(T.Plus) }, { ALT: () => this.CONSUME3(T.Minus) }]);
          const n = this.subrule(11, this.numberWord);
          return this.ACTION(() => {
            const value = n.kind === "literal" ? n.value : 0;
            return {
              op: "adjustAmount" as const,
              method: m(op).operation!.method,
              value: op.tokenType === T.DamageValue ? ("damage" as const) : ("recover" as const),
              delta: sign.tokenType === T.Minus ? -value : value,
              range: cover(op, n),
            };
          });
        },
      },
      {
        // 选择 + players (一名已受伤的角色, 3.5.36)
        ALT: () => {
          const op = this.CONSUME(T.ChoosePlayers);
          return this.or(22, [
            {
              ALT: () => {
                const players = this.subrule(10, this.np);
                // （距离关系限制规则对此次合法性检测不产生影响） (〖流离〗): legality without distance rules.
                const note = this.OPTION9(() => this.CONSUME(T.IgnoreDistanceNote));
                // 选择…角色A和…角色B (〖离间〗): two players chosen one after the other.
                const and = this.option(21, () => {
                  this.consume(61, T.He);
                  return this.subrule(60, this.np);
                });
                return this.ACTION((): PredicateAst => {
                  const p = { op: "choosePlayers" as const, method: m(op).operation!.method, players, range: cover(op, players, note, and) };
                  const withNote = note ? { ...p, ignoreDistance: true as const } : p;
                  return and ? { ...withNote, and } : withNote;
                });
              },
            },
            {
              // 选择一种花色 (反间)
              ALT: () => {
                const suit = this.CONSUME(T.OneSuit);
                return this.ACTION((): PredicateAst => ({ op: "chooseSuit", method: "chooseOption", range: span(op, suit) }));
              },
            },
          ]);
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
        // 使用锦囊牌无距离关系的限制 / 使用[/打出]对应的实体牌为…的【X】 (转化, w-convert)
        ALT: () => {
          const use = this.CONSUME2(T.Use);
          return this.OR4([
            { ALT: () => this.SUBRULE(this.conversion, { ARGS: [use] }) },
            {
              ALT: () => {
                const card = this.SUBRULE9(this.np);
                const end = this.CONSUME(T.NoDistanceLimit);
                return this.ACTION((): PredicateAst => ({
                  op: "noDistanceLimit" as const,
                  method: null,
                  card: cardFilterOf(card) ?? { range: card.range },
                  range: span(use, end),
                }));
              },
            },
          ]);
        },
      },
      {
        // 打出[/使用]对应的实体牌为…的牌 (〖鬼才〗, w-convert)
        GATE: () => this.la(2, T.ConvertTo) || this.la(2, T.NoPhysical) || this.la(2, T.Slash),
        ALT: () => this.SUBRULE2(this.conversion, { ARGS: [this.CONSUME2(T.DaChu)] }),
      },
      { ALT: () => this.SUBRULE(this.causePredicate) },
      { ALT: () => this.SUBRULE(this.requirePredicate) },
      { ALT: () => this.SUBRULE(this.alternatePredicate) },
    ]);
  });

  /**
   * 转化 (4.2.3, 4.2.6) after its first verb: [/打出] 对应的实体牌为<cards>的【X】 | 无对应的实体牌的【X】.
   * The cards phrase stops before its last "的【X】" (convertCards).
   */
  private conversion = this.RULE("conversion", (verb: IToken): PredicateAst => {
    const verbs: IToken[] = [verb];
    this.OPTION(() => {
      this.CONSUME(T.Slash);
      verbs.push(this.OR([{ ALT: () => this.CONSUME(T.Use) }, { ALT: () => this.CONSUME(T.DaChu) }]));
    });
    let cards: NounPhraseAst | undefined;
    const op = this.OR2([
      {
        ALT: () => {
          const t = this.CONSUME(T.ConvertTo);
          cards = this.SUBRULE(this.convertCards);
          this.CONSUME(T.De);
          return t;
        },
      },
      { ALT: () => this.CONSUME(T.NoPhysical) },
    ]);
    const card = this.OR3([{ ALT: () => this.CONSUME(CardName) }, { ALT: () => this.CONSUME(T.Pai) }]);
    return this.ACTION(() => {
      const filter: CardFilterAst = card.tokenType === CardName ? { name: unbracket(card.image), range: span(card) } : { range: span(card) };
      const p: PredicateAst = {
        op: "convert",
        method: m(op).operation!.method,
        modes: verbs.map((v) => (v.tokenType === T.DaChu ? "play" : "use")),
        card: filter,
        range: span(verb, card),
      };
      return cards ? { ...p, cards } : p;
    });
  });

  /** The cards of a conversion: a noun phrase that leaves its final "的【X】"/"的牌" to the conversion. */
  private convertCards = this.RULE("convertCards", (): NounPhraseAst => {
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
      GATE: () => this.la(1, T.Corresponding) || (this.la(1, T.De) && this.canStartNp(2) && !this.endsConversion(2)),
      DEF: () => {
        link = this.OR2([{ ALT: () => this.CONSUME(T.Corresponding) }, { ALT: () => this.CONSUME(T.De) }]);
        rest = this.SUBRULE(this.convertCards);
      },
    });
    return this.ACTION(() => {
      const self = assembleNp(mods, core);
      if (!rest) return self;
      if (link && link.tokenType === T.Corresponding) return withCorresponding(self, link, rest);
      return withOwner(self, rest);
    });
  });

  /** Token k is a conversion's resulting card (【X】 or 牌) at the end of its clause. */
  private endsConversion(k: number): boolean {
    if (!(this.la(k, CardName) || this.la(k, T.Pai))) return false;
    const next = this.LA(k + 1).tokenType;
    return next === EOF || next === T.Period || next === T.Cost || next === T.Comma || next === T.Semicolon;
  }

  /** 令<np> + what they are made to do. Other 令 forms extend this OR (w-convert). */
  private causePredicate = this.RULE("causePredicate", (): PredicateAst => {
    const ling = this.CONSUME(T.Ling);
    const players = this.SUBRULE(this.np);
    return this.OR([
      {
        // 令所有其他魏势力角色依次选择是否打出【闪】 (〖护驾〗)
        ALT: () => {
          const op = this.CONSUME(T.AskEach);
          const card = this.SUBRULE2(this.np);
          return this.ACTION((): PredicateAst => ({
            op: "askEachToPlay",
            method: m(op).operation!.method,
            players,
            card,
            range: cover(ling, card),
          }));
        },
      },
      {
        // 令其选择：… / 令你摸一张牌: the named player performs the operation (w-cards).
        ALT: () => {
          const inner = this.SUBRULE(this.predicate);
          return this.ACTION((): PredicateAst => ({ op: "cause", method: null, who: players, inner, range: cover(ling, inner) }));
        },
      },
    ]);
  });

  /** 有角色以此法打出【闪】 (3.5.33). */
  private byThisMeans = this.RULE("byThisMeans", (): ConditionAst => {
    const you = this.CONSUME(T.You);
    this.SUBRULE(this.np);
    this.CONSUME(T.YiCiFa);
    const verb = this.OR([{ ALT: () => this.CONSUME(T.DaChu) }, { ALT: () => this.CONSUME(T.Use) }]);
    const card = this.SUBRULE2(this.np);
    return this.ACTION(() => ({ kind: "byThisMeans" as const, verb: verb.tokenType === T.DaChu ? "play" : "use", card, range: cover(you, card) }));
  });

  /** 对X无效: 无效 comes before any 造成/使用 or clause end. */
  private nullifyAhead(): boolean {
    return this.targetAhead(T.Dui, T.WuXiao, [T.ZaoCheng, T.Use, T.Comma, T.Period, T.Semicolon], 12);
  }

  /** 对此目标无效 (4.2.4). */
  private nullifyPredicate = this.RULE("nullifyPredicate", (): PredicateAst => {
    const dui = this.CONSUME(T.Dui);
    const target = this.SUBRULE(this.np);
    const op = this.CONSUME(T.WuXiao);
    return this.ACTION(() => ({ op: "nullify" as const, method: m(op).operation!.method, target, range: span(dui, op) }));
  });

  /** 对X使用…: 使用 comes before any 造成/无效 or clause end. */
  private useOnAhead(): boolean {
    return this.targetAhead(T.Dui, T.Use, [T.ZaoCheng, T.WuXiao, T.Comma, T.Period, T.Semicolon], 12);
  }

  /** 对X使用【杀】 (〖青龙偃月刀〗). */
  private useOnPredicate = this.RULE("useOnPredicate", (): PredicateAst => {
    const dui = this.CONSUME(T.Dui);
    const to = this.SUBRULE(this.np);
    this.CONSUME(T.Use);
    // 使用无对应的实体牌的【决斗】 (〖离间〗): a card with no physical card (3.1.9).
    const virtual = this.OPTION(() => this.CONSUME(T.NoPhysical));
    const card = this.SUBRULE2(this.np);
    return this.ACTION((): PredicateAst => {
      const p = { op: "useOn" as const, method: "useCardOn", to, card, range: cover(dui, card) };
      return virtual ? { ...p, noPhysical: true as const } : p;
    });
  });

  /** 于…的使用结算中无视…: 无视 comes before the clause ends. */
  private ignoreAhead(): boolean {
    return this.targetAhead(T.Yu, T.WuShi, [T.Comma, T.Period, T.Semicolon], 12);
  }

  /** 于此【杀】对此目标的使用结算中无视其防具 (〖青釭剑〗). */
  private ignorePredicate = this.RULE("ignorePredicate", (): PredicateAst => {
    const yu = this.CONSUME(T.Yu);
    const card = this.SUBRULE(this.np);
    this.CONSUME(T.Dui);
    const target = this.SUBRULE2(this.np);
    this.CONSUME(T.InSettlement);
    const op = this.CONSUME(T.WuShi);
    const owner = this.SUBRULE3(this.np);
    const end = this.CONSUME(T.FangJu);
    return this.ACTION(() => ({ op: "ignoreArmor" as const, method: m(op).operation!.method, card, target, owner, range: span(yu, end) }));
  });

  /** 防止此伤害 (4.2.12). */
  private preventPredicate = this.RULE("preventPredicate", (): PredicateAst => {
    const op = this.CONSUME(T.FangZhi);
    const what = this.SUBRULE(this.np);
    return this.ACTION(() => ({ op: "prevent" as const, method: m(op).operation!.method, what, range: cover(op, what) }));
  });

  /** 依然对此目标生效 (〖贯石斧〗). */
  private stillPredicate = this.RULE("stillPredicate", (): PredicateAst => {
    const op = this.CONSUME(T.YiRan);
    this.CONSUME(T.Dui);
    const target = this.SUBRULE(this.np);
    const end = this.CONSUME(T.ShengXiao);
    return this.ACTION(() => ({ op: "stillTakeEffect" as const, method: m(op).operation!.method, target, range: span(op, end) }));
  });

  /** 将X<verb>: the verb token comes before the clause ends (tells 将X作为判定牌 from 将X交给Y). */
  private jiangAhead(verb: TokenType): boolean {
    return this.targetAhead(T.Jiang, verb, [T.Comma, T.Period, T.Semicolon, T.Cost], 16);
  }

  /** 将此牌作为判定牌 (〖鬼才〗). */
  private asJudgePredicate = this.RULE("asJudgePredicate", (): PredicateAst => {
    const jiang = this.CONSUME(T.Jiang);
    const card = this.SUBRULE(this.np);
    const op = this.CONSUME(T.AsJudgeCard);
    return this.ACTION(() => ({ op: "replaceJudgeCard" as const, method: m(op).operation!.method, card, range: span(jiang, op) }));
  });

  /** 将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】 (〖无双①〗, 4.2.4 (2)). */
  private responseMethodPredicate = this.RULE("responseMethodPredicate", (): PredicateAst => {
    const jiang = this.CONSUME(T.Jiang);
    const who = this.SUBRULE(this.np);
    this.CONSUME(Cat.OpCardRef);
    const card = this.SUBRULE2(this.np);
    this.CONSUME(T.MethodBecomes);
    this.CONSUME(T.YiCi);
    const verb = this.OR([{ ALT: () => this.CONSUME(T.Use) }, { ALT: () => this.CONSUME(T.DaChu) }]);
    const responses = this.SUBRULE3(this.np);
    return this.ACTION(
      (): PredicateAst => ({
        op: "responseMethod",
        method: "requireResponses",
        who,
        card,
        verb: verb.tokenType === T.Use ? "use" : "play",
        responses,
        range: cover(jiang, responses),
      }),
    );
  });

  /** 令<card>的作用效果中… ahead (〖无双②〗). */
  private playMethodAhead(): boolean {
    return this.targetAhead(T.Ling, T.EffectAmong, [T.Comma, T.Period, T.Cost], 8);
  }

  /** 令此【决斗】的作用效果中除你外的角色每次打出【杀】的方式改为依次打出两张【杀】 (〖无双②〗). */
  private playMethodPredicate = this.RULE("playMethodPredicate", (): PredicateAst => {
    const ling = this.CONSUME(T.Ling);
    const card = this.SUBRULE(this.np);
    this.CONSUME(T.EffectAmong);
    this.CONSUME(T.Except);
    const except = this.SUBRULE2(this.np);
    this.CONSUME(T.ExceptEnd);
    this.CONSUME(T.EachTime);
    this.CONSUME(T.DaChu);
    const played = this.SUBRULE3(this.np);
    this.CONSUME(T.MethodBecomes);
    this.CONSUME(T.YiCi);
    this.CONSUME2(T.DaChu);
    const responses = this.SUBRULE4(this.np);
    return this.ACTION((): PredicateAst => ({ op: "playMethod", method: "requirePlays", card, except, played, responses, range: cover(ling, responses) }));
  });

  /** 将此【杀】转移给该角色 (〖流离〗, 3.5.14 ◆1). */
  private transferPredicate = this.RULE("transferPredicate", (): PredicateAst => {
    const jiang = this.CONSUME(T.Jiang);
    const card = this.SUBRULE(this.np);
    const op = this.CONSUME(T.TransferTo);
    const to = this.SUBRULE2(this.np);
    return this.ACTION((): PredicateAst => ({ op: "transferTarget", method: m(op).operation!.method, card, to, range: cover(jiang, to) }));
  });

  /** 亮出牌堆顶的X张牌（X为此牌的目标数） (【五谷丰登】's 执行动作, 3.3.5). */
  private revealPredicate = this.RULE("revealPredicate", (): PredicateAst => {
    const op = this.CONSUME(T.Reveal);
    this.CONSUME(T.DrawPileTop);
    const cards = this.SUBRULE(this.np);
    let end: IToken | undefined;
    let of: NounPhraseAst | undefined;
    this.OPTION({
      GATE: () => this.la(1, T.OpenParen) && this.la(2, Cat.NumberWord) && this.la(3, T.Wei),
      DEF: () => {
        this.CONSUME(T.OpenParen);
        this.SUBRULE(this.numberWord);
        this.CONSUME(T.Wei);
        of = this.SUBRULE(this.refChain);
        this.CONSUME(T.TargetCount);
        end = this.CONSUME(T.CloseParen);
      },
    });
    return this.ACTION((): PredicateAst => {
      const p: PredicateAst = { op: "reveal", method: m(op).operation!.method, cards, range: cover(op, cards, end) };
      return of ? { ...p, countIsTargetsOf: of } : p;
    });
  });

  /** 将X置入弃牌堆 (4.2.9). */
  private toDiscardPredicate = this.RULE("toDiscardPredicate", (): PredicateAst => {
    const jiang = this.CONSUME(T.Jiang);
    const cards = this.SUBRULE(this.np);
    const op = this.CONSUME(T.ToDiscardPile);
    return this.ACTION(() => ({ op: "putIntoDiscardPile" as const, method: m(op).operation!.method, cards, range: span(jiang, op) }));
  });

  /** 将X置入…: 置入 comes before any 交给 or clause end (tells it from 将X交给Y). */
  private placeAhead(): boolean {
    return this.targetAhead(T.Jiang, T.ZhiRu, [T.JiaoGei, T.Comma, T.Period, T.Semicolon], 16);
  }

  /** 将X置入Y[下家]的判定区 (【闪电】). */
  private placePredicate = this.RULE("placePredicate", (): PredicateAst => {
    const jiang = this.CONSUME(T.Jiang);
    const cards = this.SUBRULE(this.np);
    const op = this.CONSUME(T.ZhiRu);
    const owner = this.SUBRULE2(this.np);
    const next = this.OPTION(() => this.CONSUME(T.XiaJia));
    this.CONSUME(T.De);
    const end = this.CONSUME(T.JudgeArea);
    return this.ACTION(() => ({
      op: "placeInJudgeArea" as const,
      method: m(op).operation!.method,
      cards,
      owner,
      next: next !== undefined,
      range: span(jiang, end),
    }));
  });

  /** 需[对B]打出/使用【杀】，否则 effect (4.2.5 / 4.2.2). */
  private requirePredicate = this.RULE("requirePredicate", (): PredicateAst => {
    const op = this.CONSUME(T.Xu);
    let to: NounPhraseAst | undefined;
    this.OPTION(() => {
      this.CONSUME(T.Dui);
      to = this.SUBRULE(this.np);
    });
    const verb = this.OR([{ ALT: () => this.CONSUME(T.DaChu) }, { ALT: () => this.CONSUME(T.Use) }]);
    const card = this.SUBRULE2(this.np);
    this.CONSUME(T.Comma);
    this.CONSUME(T.FouZe);
    const otherwise = this.SUBRULE(this.effectItem, { ARGS: ["none"] });
    return this.ACTION(() => {
      const p: PredicateAst = {
        op: "requireCard",
        method: m(op).operation!.method,
        verb: verb.tokenType === T.DaChu ? "play" : "use",
        card,
        otherwise,
        range: cover(op, otherwise),
      };
      return to ? { ...p, to } : p;
    });
  });

  /** 由A开始，A与B轮流打出【杀】，直到A与B中的一名角色未打出【杀】 (【决斗】). */
  private alternatePredicate = this.RULE("alternatePredicate", (): PredicateAst => {
    const start = this.CONSUME(T.You2);
    const first = this.SUBRULE(this.np);
    this.CONSUME(T.KaiShi);
    const a = this.SUBRULE2(this.np);
    this.CONSUME(T.YuAnd);
    const b = this.SUBRULE3(this.np);
    const op = this.CONSUME(T.LunLiu);
    this.CONSUME(T.DaChu);
    const card = this.SUBRULE4(this.np);
    this.CONSUME2(T.Comma);
    this.CONSUME(T.ZhiDao);
    this.SUBRULE5(this.np);
    this.CONSUME2(T.YuAnd);
    this.SUBRULE6(this.np);
    this.CONSUME(T.OneOf);
    this.CONSUME(T.WeiDaChu);
    const until = this.SUBRULE7(this.np);
    return this.ACTION(() => ({
      op: "alternatePlay" as const,
      method: m(op).operation!.method,
      first,
      players: [a, b] as const,
      card,
      until,
      range: cover(start, until),
    }));
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
    const items: ConditionAst[] = [
      this.OR2([{ ALT: () => this.SUBRULE(this.byThisMeans) }, { ALT: () => this.SUBRULE(this.conditionAtom) }]),
    ];
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
        // 此【杀】对应的实体牌为你的所有手牌 (〖方天画戟〗)
        ALT: () => {
          this.CONSUME(T.ConvertTo);
          const cards = this.subrule(42, this.np);
          return this.ACTION((): ConditionAst => ({ kind: "physicalAre", card: subject, cards, range: cover(subject, cards) }));
        },
      },
      {
        // A与B性别不同 (〖雌雄双股剑〗)
        ALT: () => {
          this.CONSUME(T.YuAnd);
          const b = this.subrule(41, this.np);
          const end = this.CONSUME(T.GenderDiffers);
          return this.ACTION((): ConditionAst => ({ kind: "genderDiffers", a: subject, b, range: cover(subject, end) }));
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
      {
        // 此牌的花色与其选择的花色不同 (反间; w-skills)
        ALT: () => {
          this.CONSUME(T.SuitWith);
          const chooser = this.SUBRULE3(this.np);
          this.CONSUME(T.ChosenSuit);
          const cmp = this.OR7([{ ALT: () => this.CONSUME(T.Differ) }, { ALT: () => this.CONSUME(T.Same) }]);
          return this.ACTION((): ConditionAst => ({
            kind: "suitCompare",
            card: subject,
            chooser,
            same: cmp.tokenType === T.Same,
            range: cover(subject, cmp),
          }));
        },
      },
      {
        // [未]于此回合的出牌阶段内使用或打出过【杀】 (this turn's history; w-skills)
        ALT: () => {
          const not = this.OPTION(() => this.CONSUME(T.Not));
          this.CONSUME(T.Yu);
          return this.OR6([
            {
              ALT: () => {
                this.CONSUME(T.ThisTurn);
                this.CONSUME(T.De);
                const phase = this.CONSUME(Cat.Timing);
                this.CONSUME(T.Nei);
                const verbs: IToken[] = [this.OR4([{ ALT: () => this.CONSUME(T.Use) }, { ALT: () => this.CONSUME(T.DaChu) }])];
                this.MANY(() => {
                  this.CONSUME(T.Huo);
                  verbs.push(this.OR5([{ ALT: () => this.CONSUME2(T.Use) }, { ALT: () => this.CONSUME2(T.DaChu) }]));
                });
                this.CONSUME(T.Guo);
                const card = this.CONSUME(CardName);
                return this.ACTION(() => {
                  const c: ConditionAst = {
                    kind: "history",
                    subject,
                    negated: not !== undefined,
                    verbs: verbs.map((v) => (v.tokenType === T.DaChu ? "play" : "use")),
                    card: { name: unbracket(card.image), range: span(card) },
                    range: cover(subject, card),
                  };
                  const p = phaseOfTiming(m(phase).timing!.id);
                  return p ? { ...c, phase: p } : c;
                });
              },
            },
            {
              // 于此阶段内以此法交给其他角色的手牌数首次不小于2 (3.5.33 以此法; 仁德)
              ALT: () => {
                this.CONSUME(T.ThisPhase);
                this.CONSUME2(T.Nei);
                this.CONSUME(T.YiCiFa);
                this.CONSUME(T.JiaoGei);
                const to = this.SUBRULE2(this.np);
                this.CONSUME3(T.De);
                this.CONSUME(T.HandCount);
                const first = this.OPTION2(() => this.CONSUME(T.FirstTime));
                this.CONSUME(T.NotLess);
                const n = this.SUBRULE(this.numberWord);
                return this.ACTION(() => ({
                  kind: "givenCount" as const,
                  subject,
                  negated: not !== undefined,
                  to,
                  firstTime: first !== undefined,
                  atLeast: n,
                  range: cover(subject, n),
                }));
              },
            },
          ]);
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
        {
          // 黑桃2~9 (【闪电】): a suit with a range of ranks
          GATE: () => this.la(1, Cat.Attribute) && this.la(2, Cat.NumberWord) && (this.la(3, T.Tilde) || this.la(3, T.WideTilde)),
          ALT: () => {
            const a = this.CONSUME2(Cat.Attribute);
            const lo = this.SUBRULE2(this.numberWord);
            this.OR2([{ ALT: () => this.CONSUME(T.Tilde) }, { ALT: () => this.CONSUME(T.WideTilde) }]);
            const hi = this.SUBRULE3(this.numberWord);
            return this.ACTION((): AttributeAst => ({
              ...this.attributeOf(a),
              rankRange: [lo.kind === "literal" ? lo.value : 0, hi.kind === "literal" ? hi.value : 0],
              range: cover(a, hi),
            }));
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
    // 其他角色A（你在选择A为目标的同时选择…角色B） (【借刀杀人】): a label, and a player chosen with it.
    let label: IToken | undefined;
    let paired: NounPhraseAst | undefined;
    let pairedEnd: IToken | undefined;
    this.OPTION6({
      GATE: () => core.kind === "head" && this.isLabel(1),
      DEF: () => {
        label = this.CONSUME(Cat.NumberWord);
        this.OPTION7({
          GATE: () => this.la(1, T.OpenParen) && this.la(3, T.ZaiXuanZe),
          DEF: () => {
            this.CONSUME(T.OpenParen);
            this.SUBRULE2(this.refAtom);
            this.CONSUME(T.ZaiXuanZe);
            this.SUBRULE3(this.refAtom);
            this.CONSUME(T.AsTargetAlsoChoose);
            paired = this.SUBRULE5(this.np);
            pairedEnd = this.CONSUME(T.CloseParen);
          },
        });
      },
    });
    let other: NounPhraseAst | undefined;
    let otherEnd: IToken | undefined;
    this.OPTION2({
      // A与B中的另一名角色 (【决斗】)
      GATE: () => this.la(1, T.YuAnd) && this.la(3, T.OtherOf),
      DEF: () => {
        this.CONSUME(T.YuAnd);
        other = this.SUBRULE3(this.np);
        otherEnd = this.CONSUME(T.OtherOf);
      },
    });
    // 以此法亮出的牌中的一张 (【五谷丰登】): a quantity picked from the referenced cards.
    let pick: NpMod | undefined;
    let pickEnd: IToken | undefined;
    this.OPTION5({
      GATE: () => !other && core.kind === "reference" && this.la(1, T.ZhongDe),
      DEF: () => {
        pickEnd = this.CONSUME(T.ZhongDe);
        pick = this.SUBRULE(this.quantity);
      },
    });
    let link: IToken | undefined;
    let rest: NounPhraseAst | undefined;
    let each: IToken | undefined;
    // 其装备区里的一张坐骑牌: 其 owns what follows without 的.
    this.OPTION4({
      GATE: () =>
        !other &&
        core.kind === "reference" &&
        core.np.ref === "it" &&
        (this.la(1, Cat.Region) || this.la(1, Cat.NumberWord) || this.la(1, Cat.QuantifierN)),
      DEF: () => (rest = this.SUBRULE4(this.np)),
    });
    this.OPTION({
      GATE: () =>
        !other && !rest && (this.la(1, T.Corresponding) ||
        (this.la(1, T.De) && this.canStartNp(2)) ||
        (this.la(1, T.De) && this.la(2, T.Each) && this.canStartNp(3)) ||
        (core.kind === "reference" && core.np.ref === "it" && this.la(1, Cat.Region))),
      DEF: () => {
        link = this.OR2({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            { ALT: () => this.CONSUME(T.Corresponding) },
            { ALT: () => this.CONSUME(T.De) },
            { GATE: () => this.la(1, Cat.Region), ALT: EMPTY_ALT(undefined) },
          ],
        });
        // 这些角色的各一张手牌 (3.5.36)
        each = this.OPTION3(() => this.CONSUME(T.Each));
        rest = this.SUBRULE2(this.np);
      },
    });
    return this.ACTION(() => {
      const assembled = assembleNp(mods, core);
      const self: NounPhraseAst =
        label && assembled.kind === "described"
          ? { ...assembled, label: label.image, ...(paired ? { paired } : {}), range: cover(assembled, label, pairedEnd) }
          : assembled;
      if (other && otherEnd) {
        return { kind: "reference", ref: "otherOf", among: [self, other], attributes: [], range: cover(self, otherEnd) };
      }
      if (pick?.kind === "quantity" && self.kind === "reference") {
        return { ...self, pick: pick.quantity, range: cover(self, pickEnd, pick.quantity) };
      }
      if (!rest) return self;
      if (link && link.tokenType === T.Corresponding) return withCorresponding(self, link, rest);
      const owned = withOwner(self, rest);
      return each && owned.kind === "described" ? { ...owned, perOwner: true } : owned;
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
          // 是A使用【杀】的合法目标的 (【借刀杀人】; w-jiedao)
          let usedCard: IToken | undefined;
          let virtual: IToken | undefined;
          this.OPTION6(() => {
            this.CONSUME2(T.Use);
            // 是A使用无对应的实体牌的【决斗】的合法目标的 (〖离间〗; w-skills2)
            virtual = this.option(22, () => this.CONSUME(T.NoPhysical));
            usedCard = this.CONSUME3(CardName);
          });
          const de = this.CONSUME2(T.De);
          // 是此【杀】的合法目标的 (4.2.2 专题四; w-cards)
          let notOf: NounPhraseAst | undefined;
          let bu: IToken | undefined;
          const legal = this.OPTION7(() => {
            this.CONSUME2(T.LegalTarget);
            // 是此【杀】的合法目标且不为使用者的 (〖流离〗; w-skills2): a second, negated 是X的.
            this.OPTION8(() => {
              this.CONSUME(T.Qie);
              bu = this.CONSUME(T.BuWei);
              notOf = this.SUBRULE2(this.refChain);
            });
            return this.CONSUME4(T.De);
          });
          return this.ACTION((): NpMod => {
            if (usedCard && legal) {
              const a: AttributeAst = { id: "legalTargetOfUse", of, card: unbracket(usedCard.image), range: span(shi, legal) };
              return { kind: "attribute", attribute: virtual ? { ...a, noPhysical: true } : a };
            }
            if (!legal) return { kind: "attribute", attribute: { id: "is", of, range: span(shi, de) } };
            const attribute: AttributeAst = { id: "legalTargetOf", of, range: span(shi, legal) };
            return notOf && bu ? { kind: "attribute", attribute, and: { id: "is", of: notOf, negated: true, range: span(bu, legal) } } : { kind: "attribute", attribute };
          });
        },
      },
      {
        ALT: () => {
          const r = this.CONSUME(Cat.Region);
          return this.ACTION((): NpMod => ({ kind: "region", token: r, regions: m(r).region!.regions }));
        },
      },
      { ALT: () => this.SUBRULE(this.quantity) },
      {
        // 能使用[无对应的实体牌的]【决斗】的 (〖离间〗): the player can use such a card (4.2.2).
        ALT: () => {
          const neng = this.CONSUME(T.Neng);
          this.CONSUME4(T.Use);
          const virtual = this.option(20, () => this.CONSUME2(T.NoPhysical));
          const card = this.CONSUME4(CardName);
          const de = this.consume(70, T.De);
          return this.ACTION((): NpMod => {
            const a: AttributeAst = { id: "canUse", card: unbracket(card.image), range: span(neng, de) };
            return { kind: "attribute", attribute: virtual ? { ...a, noPhysical: true } : a };
          });
        },
      },
      {
        // 装备区里有武器牌[且] (【借刀杀人】): has such cards in that region (3.3.13); 且 joins the next attribute.
        ALT: () => {
          const r = this.CONSUME(T.EquipAreaIn);
          this.CONSUME(T.You);
          const of = this.SUBRULE(this.np);
          this.OPTION9(() => this.CONSUME2(T.Qie));
          return this.ACTION((): NpMod => ({ kind: "attribute", attribute: { id: "hasCards", regions: ["equip"], of, range: cover(r, of) } }));
        },
      },
      {
        // 攻击范围内有其使用【杀】的合法目标的 (【借刀杀人】; 3.4.10, 000 4.2.2 专题四): 其 = the candidate.
        ALT: () => {
          const r = this.CONSUME(T.AttackRange);
          this.CONSUME(T.Nei);
          this.CONSUME2(T.You);
          this.SUBRULE(this.refAtom);
          this.CONSUME(T.Use);
          const card = this.CONSUME2(CardName);
          this.CONSUME5(T.De);
          this.CONSUME3(T.LegalTarget);
          const de = this.CONSUME6(T.De);
          return this.ACTION((): NpMod => ({
            kind: "attribute",
            attribute: { id: "attackRangeHasLegalTarget", card: unbracket(card.image), range: span(r, de) },
          }));
        },
      },
      {
        // 未打出【杀】的 (【决斗】)
        ALT: () => {
          const w = this.CONSUME(T.WeiDaChu);
          const card = this.CONSUME(CardName);
          const de = this.CONSUME3(T.De);
          return this.ACTION((): NpMod => {
            const of: NounPhraseAst = {
              kind: "described",
              attributes: [],
              head: { kind: "card", name: unbracket(card.image), physical: false, range: span(card) },
              range: span(card),
            };
            return { kind: "attribute", attribute: { id: "didNotPlay", of, range: span(w, de) } };
          });
        },
      },
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
    return this.OR([
      { GATE: () => this.isLabel(1), ALT: () => this.SUBRULE(this.labelRef) },
      { ALT: () => this.SUBRULE(this.namedRef) },
    ]);
  });

  /** A / B (【借刀杀人】): the player labelled so earlier in the text. */
  private labelRef = this.RULE("labelRef", (): ReferenceNpAst => {
    const t = this.CONSUME(Cat.NumberWord);
    return this.ACTION((): ReferenceNpAst => ({ kind: "reference", ref: "label", label: t.image, attributes: [], range: span(t) }));
  });

  private namedRef = this.RULE("namedRef", (): ReferenceNpAst => {
    const r = this.CONSUME(Cat.Ref);
    let card: IToken | undefined;
    let category: IToken | undefined;
    this.OPTION({
      GATE: () => m(r).reference!.takesCardName === true,
      DEF: () =>
        this.OR([
          { ALT: () => (card = this.CONSUME(CardName)) },
          // 此锦囊牌 (【无懈可击】): a card in scope named by its category
          { ALT: () => (category = this.CONSUME(Cat.CardCategoryWord)) },
        ]),
    });
    return this.ACTION(() => {
      const np: ReferenceNpAst = { kind: "reference", ref: m(r).reference!.ref, attributes: [], range: span(r, card ?? category ?? r) };
      if (category) return { ...np, category: m(category).category! };
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
  | "actionsLine"
  | "skillLine";

export const lineParser = new SgsLineParser();
