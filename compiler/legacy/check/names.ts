// Name resolution over the whole pack: the header, unique general/card/skill names, and deck
// rows that name defined cards.
import type { NameAst, PackAst } from "../../../grammar/legacy/ast.ts";
import { diagnosticAt, type Diagnostic } from "./diagnostic.ts";

export function checkNames(pack: PackAst): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = pack.file;
  if (!pack.header) {
    const start = pack.range.start;
    const at = { start, end: { line: start.line, column: start.column + 1, offset: start.offset + 1 } };
    out.push(diagnosticAt(file, at, "error", "E-PACK-HEADER", "a pack starts with a header line such as `扩展包 标准版`"));
  }
  const unique = (kind: string, names: readonly NameAst[], show: (n: string) => string): void => {
    const seen = new Map<string, NameAst>();
    for (const n of names) {
      const first = seen.get(n.name);
      if (first) {
        out.push(
          diagnosticAt(file, n.range, "error", "E-DUPLICATE", `${kind} ${show(n.name)} is already defined on line ${first.range.start.line}`),
        );
      } else seen.set(n.name, n);
    }
  };
  unique("general", pack.generals.map((g) => g.name), (n) => n);
  unique("card", pack.cards.map((c) => c.name), (n) => `【${n}】`);
  const skillNames = [
    ...pack.generals.flatMap((g) => g.skills.flatMap((s) => (s.name ? [s.name] : []))),
    ...pack.cards.flatMap((c) => c.skills.flatMap((s) => (s.name ? [s.name] : []))),
  ];
  unique("skill", skillNames, (n) => `〖${n}〗`);
  unique("deck", pack.decks.map((d) => d.name), (n) => n);
  // An unnamed equipment skill is named after its card: a card can have only one.
  for (const card of pack.cards) {
    const unnamed = card.skills.filter((s) => s.name === null);
    for (const extra of unnamed.slice(1)) {
      out.push(
        diagnosticAt(file, extra.range, "error", "E-DUPLICATE", `【${card.name.name}】 already has an unnamed skill (line ${unnamed[0].range.start.line}); name this one with 〖…〗`),
      );
    }
  }

  const cards = new Set(pack.cards.map((c) => c.name.name));
  for (const deck of pack.decks) {
    for (const entry of deck.entries) {
      if (!cards.has(entry.card.name)) {
        out.push(
          diagnosticAt(
            file,
            entry.card.range,
            "error",
            "E-UNKNOWN-CARD",
            `deck ${deck.name.name} lists 【${entry.card.name}】, but the pack has no \`牌 【${entry.card.name}】 …\` block`,
          ),
        );
      }
    }
  }
  return out;
}
