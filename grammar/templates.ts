// Vocabulary templates → parsers. A row's form "<who:player> 将 <what:cards> 交给 <to:player>"
// becomes a sequence of word tokens and slot rules; the slot rules are the grammar's generic
// rules for that slot type (noun phrase, value, condition …), so every row reads every
// description of its slots' kinds. See runtime/vocabulary/types.ts for the template syntax.
import type { SlotType } from "../runtime/vocabulary/types.ts";
import { alt, opt, pure, seq, type P, type Tok } from "./chart/parser.ts";
import { notePhrase, w } from "./lexicon.ts";
import { GAP, type SlotValue } from "./syntax.ts";

export type TemplateElem =
  | { readonly kind: "word"; readonly text: string; readonly verb: boolean }
  | { readonly kind: "slot"; readonly name: string; readonly type: SlotType }
  /** <name:(a|b)>: one of these words, kept as the slot's value (+ or -, 前 or 后). */
  | { readonly kind: "choice"; readonly name: string; readonly words: readonly string[] }
  | { readonly kind: "opt"; readonly body: readonly TemplateElem[] }
  | { readonly kind: "alt"; readonly options: readonly (readonly TemplateElem[])[] };

/** Parses the template syntax (throws on a malformed template: a table bug, found at load). */
export function parseTemplate(template: string): TemplateElem[] {
  let i = 0;
  const s = template;
  const skip = () => {
    while (i < s.length && s[i] === " ") i++;
  };
  const seqUntil = (stops: string): TemplateElem[] => {
    const out: TemplateElem[] = [];
    for (;;) {
      skip();
      if (i >= s.length || stops.includes(s[i])) return out;
      const c = s[i];
      if (c === "<") {
        const close = s.indexOf(">", i);
        if (close < 0) throw new Error(`template ${template}: unclosed <`);
        const inner = s.slice(i + 1, close);
        const colon = inner.indexOf(":");
        const name = inner.slice(0, colon);
        const type = inner.slice(colon + 1);
        if (colon <= 0 || !type) throw new Error(`template ${template}: slot needs <name:type>`);
        if (type.startsWith("(")) {
          if (!type.endsWith(")")) throw new Error(`template ${template}: choice needs <name:(a|b)>`);
          out.push({ kind: "choice", name, words: type.slice(1, -1).split("|").map((x) => x.trim()) });
        } else out.push({ kind: "slot", name, type: type as SlotType });
        i = close + 1;
      } else if (c === "[") {
        i++;
        const options: TemplateElem[][] = [seqUntil("|]")];
        while (s[i] === "|") {
          i++;
          options.push(seqUntil("|]"));
        }
        if (s[i] !== "]") throw new Error(`template ${template}: unclosed [`);
        i++;
        out.push({ kind: "opt", body: options.length === 1 ? options[0] : [{ kind: "alt", options }] });
      } else if (c === "(") {
        i++;
        const options: TemplateElem[][] = [seqUntil("|)")];
        while (s[i] === "|") {
          i++;
          options.push(seqUntil("|)"));
        }
        if (s[i] !== ")") throw new Error(`template ${template}: unclosed (`);
        i++;
        out.push({ kind: "alt", options });
      } else {
        let j = i;
        while (j < s.length && !" <[]()|".includes(s[j])) j++;
        if (j === i) throw new Error(`template ${template}: unexpected ${c}`);
        let text = s.slice(i, j);
        const verb = text.length > 1 && text.endsWith("*");
        if (verb) text = text.slice(0, -1);
        out.push({ kind: "word", text, verb });
        i = j;
      }
    }
  };
  const elems = seqUntil("");
  if (i < s.length) throw new Error(`template ${template}: stray ${s[i]}`);
  notePhrases(elems);
  return elems;
}

/** Records each run of consecutive words of a template (and of its optional parts) as a phrase. */
function notePhrases(elems: readonly TemplateElem[]): void {
  let run: string[] = [];
  for (const e of elems) {
    if (e.kind === "word") {
      run.push(e.text);
      continue;
    }
    notePhrase(run);
    run = [];
    if (e.kind === "opt") notePhrases(e.body);
    else if (e.kind === "alt") for (const o of e.options) notePhrases(o);
  }
  notePhrase(run);
}

/** The slots of a template, in order (nested ones included). */
export function slotsOf(elems: readonly TemplateElem[]): { name: string; type: SlotType }[] {
  const out: { name: string; type: SlotType }[] = [];
  const walk = (es: readonly TemplateElem[]) => {
    for (const e of es) {
      if (e.kind === "slot") out.push({ name: e.name, type: e.type });
      else if (e.kind === "choice") out.push({ name: e.name, type: "choice" as SlotType });
      else if (e.kind === "opt") walk(e.body);
      else if (e.kind === "alt") e.options.forEach(walk);
    }
  };
  walk(elems);
  return out;
}

/** What a template match yields: its slot values and whether a verb took 过. */
export interface Filled {
  readonly slots: Readonly<Record<string, SlotValue>>;
  readonly past: boolean;
}

type Partial = { readonly slots: readonly (readonly [string, SlotValue])[]; readonly past: boolean };

const EMPTY: Partial = { slots: [], past: false };

function join(parts: readonly Partial[]): Partial {
  if (parts.length === 1) return parts[0];
  const slots: (readonly [string, SlotValue])[] = [];
  let past = false;
  for (const p of parts) {
    slots.push(...p.slots);
    past ||= p.past;
  }
  return { slots, past };
}

export interface CompileOptions {
  /** The parser of a slot type. */
  readonly slot: (type: SlotType, name: string) => P<SlotValue>;
  /** Leave this slot out of the text: a relative clause's head fills it (GAP). */
  readonly gap?: string;
  /** This slot, followed by 中, is read only as 其中 (the subject slot, when no subject is written). */
  readonly previousSet?: string;
  /** Skip elements before this index (the subject, read separately by the clause rule). */
  readonly from?: number;
}

const GUO = w("过");
const QIZHONG = w("其中");

/** Compiles a template (from `options.from` on) into a parser. */
export function compileTemplate(elems: readonly TemplateElem[], options: CompileOptions): P<Filled> {
  const seqOf = (es: readonly TemplateElem[]): P<Partial> => {
    const ps: P<Partial>[] = [];
    for (let i = 0; i < es.length; i++) {
      const e = es[i];
      const next = es[i + 1];
      // <set>中 may be written 其中 (其: the set named before, 3.5.33 其中的…): 若其中没有【杀】.
      if (e.kind === "slot" && (e.type === "cards" || e.type === "players") && next?.kind === "word" && next.text === "中" && options.gap !== e.name) {
        const among = QIZHONG.map((_t, from, to): Partial => ({ slots: [[e.name, { kind: "np", noun: e.type === "cards" ? "card" : "player", among: "previous", restrictions: [], span: { from, to } } as SlotValue]], past: false }));
        ps.push(options.previousSet === e.name ? among : alt(seq([elem(e), elem(next)], (vs) => join(vs as readonly Partial[])), among));
        i++;
        continue;
      }
      ps.push(elem(e));
    }
    if (ps.length === 0) return pure(EMPTY);
    if (ps.length === 1) return ps[0];
    return seq(ps, (vs) => join(vs as readonly Partial[]));
  };
  const elem = (e: TemplateElem): P<Partial> => {
    switch (e.kind) {
      case "word": {
        const word = w(e.text);
        if (!e.verb) return word.map(() => EMPTY);
        return seq([word, opt(GUO)], ([, g]: readonly [Tok, Tok | null]) => (g ? { slots: [], past: true } : EMPTY));
      }
      case "slot":
        if (options.gap === e.name) return pure({ slots: [[e.name, GAP]], past: false });
        return options.slot(e.type, e.name).map((v) => ({ slots: [[e.name, v]], past: false }));
      case "choice":
        return alt(...e.words.map((word) => seqOf(parseTemplate(word)).map((p) => p))).map((_p, from, to, st) => {
          const text = st.toks.slice(from, to).map((t) => t.image).join("");
          return { slots: [[e.name, { kind: "word", row: e.words.find((x) => x.replace(/ /g, "") === text) ?? text, text, span: { from, to } } as SlotValue]], past: false };
        });
      case "opt":
        return opt(seqOf(e.body)).map((v) => v ?? EMPTY);
      case "alt":
        return alt(...e.options.map(seqOf));
    }
  };
  return seqOf(elems.slice(options.from ?? 0)).map((p) => ({ slots: Object.fromEntries(p.slots), past: p.past }));
}
