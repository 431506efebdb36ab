// Pure builders the parser's actions use: AST nodes from tokens and parsed pieces.
import type { IToken } from "chevrotain";
import type {
  AttributeAst,
  CardAst,
  CardFilterAst,
  DescribedNpAst,
  NounHeadAst,
  NounPhraseAst,
  NumberAst,
  QuantityAst,
  ReferenceNpAst,
  SourceRange,
  TimingAst,
} from "./ast.ts";
import type { Region } from "../../runtime/api/context.ts";
import type { PhaseName } from "../../runtime/timing/catalogue.ts";
import { meaningOf, type PhraseMeaning } from "./tokens.ts";
import { cover, span, unbracket, type Located } from "./ranges.ts";

/** Raw pieces of a noun phrase before it is assembled (see `assembleNp`). */
export type NpMod =
  | { readonly kind: "attribute"; readonly attribute: AttributeAst; readonly and?: AttributeAst }
  | { readonly kind: "region"; readonly token: IToken; readonly regions: readonly Region[] }
  | { readonly kind: "quantity"; readonly quantity: QuantityAst; readonly measure?: IToken };

export type NpCore =
  | { readonly kind: "reference"; readonly np: ReferenceNpAst }
  | { readonly kind: "head"; readonly token: IToken }
  | { readonly kind: "cardName"; readonly token: IToken };

export function m(t: IToken): PhraseMeaning {
  const meaning = meaningOf(t.tokenType);
  if (!meaning) throw new Error(`token ${t.tokenType.name} has no vocabulary meaning`);
  return meaning;
}

export function numberOf(t: IToken): NumberAst {
  const mean = meaningOf(t.tokenType);
  if (mean?.variable) return { kind: "variable", name: mean.variable, range: span(t) };
  const value = mean?.number ?? Number.parseInt(t.image, 10);
  return { kind: "literal", value, range: span(t) };
}

export function phaseOfTiming(id: string): PhaseName | undefined {
  const match = /^phase\.(\w+)\.proper$/.exec(id);
  return match ? (match[1] as PhaseName) : undefined;
}

export function cardFilterOf(np: NounPhraseAst): CardFilterAst | undefined {
  if (np.kind !== "described" || np.head.kind !== "card") return undefined;
  const h = np.head;
  const f: { name?: string; category?: CardAst["category"]; subtype?: CardAst["subtype"]; range: SourceRange } = {
    range: np.range,
  };
  if (h.name !== undefined) f.name = h.name;
  if (h.category !== undefined) f.category = h.category;
  if (h.subtype !== undefined) f.subtype = h.subtype;
  return f;
}

/** 失去…/得到… move timings say which side of the move they watch. */
export function withMoveVerb(t: TimingAst, phrase: string): TimingAst {
  if (phrase.startsWith("失去") && t.timing.startsWith("move.")) return { ...t, moveVerb: "lose" };
  if (phrase.startsWith("得到") && t.timing.startsWith("move.")) return { ...t, moveVerb: "gain" };
  return t;
}

export function assembleNp(mods: readonly NpMod[], core: NpCore): NounPhraseAst {
  const attributes: AttributeAst[] = [];
  let regions: Region[] | undefined;
  let quantity: QuantityAst | undefined;
  let measure: IToken | undefined;
  for (const mod of mods) {
    if (mod.kind === "attribute") attributes.push(mod.attribute, ...(mod.and ? [mod.and] : []));
    else if (mod.kind === "region") regions = [...mod.regions];
    else {
      quantity = mod.quantity;
      measure = mod.measure;
    }
  }
  const first: Located | undefined = mods.length > 0 ? firstLocated(mods[0]) : undefined;
  if (core.kind === "reference") {
    return { ...core.np, attributes: [...attributes, ...core.np.attributes], range: cover(first, core.np) };
  }
  let head: NounHeadAst;
  if (core.kind === "cardName") {
    head = { kind: "card", name: unbracket(core.token.image), physical: false, range: span(core.token) };
  } else {
    const row = m(core.token).head!;
    if (row.kind === "player") head = { kind: "player", range: span(core.token) };
    else {
      const h: {
        kind: "card";
        physical: boolean;
        range: SourceRange;
        category?: CardAst["category"];
        subtype?: CardAst["subtype"];
        subtypes?: readonly NonNullable<CardAst["subtype"]>[];
        converted?: boolean;
      } = {
        kind: "card",
        physical: row.physical ?? false,
        range: span(core.token),
      };
      if (row.category) h.category = row.category;
      if (row.subtype) h.subtype = row.subtype;
      if (row.subtypes) h.subtypes = row.subtypes;
      if (row.converted) h.converted = true;
      head = h;
    }
    if (row.regions) regions = [...row.regions];
  }
  const np: {
    -readonly [K in keyof DescribedNpAst]: DescribedNpAst[K];
  } = { kind: "described", attributes, head, range: cover(first, core.token) };
  if (regions) np.regions = regions;
  if (quantity) np.quantity = quantity;
  if (measure) np.measure = m(measure).measure;
  return np;
}

function firstLocated(mod: NpMod): Located {
  if (mod.kind === "attribute") return mod.attribute;
  if (mod.kind === "region") return mod.token;
  return mod.quantity;
}

/** `owner 的 rest` or `owner rest` (其装备区里的…):攻击范围内的 takes the owner as its argument. */
export function withOwner(owner: NounPhraseAst, rest: NounPhraseAst): NounPhraseAst {
  const range = cover(owner, rest);
  if (rest.kind === "described" && rest.attributes[0]?.id === "inAttackRange" && !rest.attributes[0].of) {
    const [first, ...others] = rest.attributes;
    return { ...rest, attributes: [{ ...first, of: owner }, ...others], range };
  }
  return { ...rest, owner, range };
}

/** `X对应的 rest`: rest gets the attribute correspondsTo(X). */
export function withCorresponding(of: NounPhraseAst, link: IToken, rest: NounPhraseAst): NounPhraseAst {
  const attr: AttributeAst = { id: "correspondsTo", of, range: cover(of, link) };
  return { ...rest, attributes: [attr, ...rest.attributes], range: cover(of, rest) };
}

