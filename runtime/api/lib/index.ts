// The skill library `j` that compiled packs call: one builder per vocabulary row (op.*, q.*,
// v.*, m.*) and per construct of the notation (parts, statements, selectors). A compiled
// module is `export default function pack(j: Lib): Pack`; the runtime passes this object in,
// so the generated code imports nothing at run time and type-checks against `Lib`.
import { p } from "./players.ts";
import { c, card as cardSelectors } from "./cards.ts";
import { f } from "./filters.ts";
import { q } from "./tests.ts";
import { v } from "./values.ts";
import { m } from "./mods.ts";
import { args, attr, d, pd, ph, sk, t, until, z } from "./misc.ts";
import { def, kase, option, s } from "./statements.ts";
import { action, at, beginPack, card as cardDef, deck, deckCard, general, limit, pack, parts, skill, targets, use, window } from "./parts.ts";
import { cardOps, markOps } from "./ops/cards.ts";
import { playerOps } from "./ops/players.ts";
import { useOps } from "./ops/use.ts";
import { controlOps } from "./ops/control.ts";
import { termOps, termTests, termValues } from "./ops/terms.ts";
import { ar } from "./areas.ts";

export const lib = {
  p,
  c,
  f,
  q: { ...q, ...termTests },
  v: { ...v, ...termValues },
  m,
  t,
  d,
  ph,
  pd,
  z,
  ar,
  sk,
  attr,
  k: markOps,
  s,
  def,
  op: { ...cardOps, ...playerOps, ...useOps, ...controlOps, ...termOps },
  /** j.card({...}) defines a card; j.card.spec/as/… describe a card to use or play. */
  card: Object.assign(cardDef, cardSelectors),
  part: parts,
  at,
  limit,
  until,
  args,
  option,
  case: kase,
  use,
  action,
  window,
  targets,
  skill,
  general,
  deck,
  deckCard,
  pack,
};

export type Lib = typeof lib;

/** Builds a compiled pack module's Pack, naming `file` in every source reference. */
export function instantiate(build: (j: Lib) => import("../pack.ts").Pack, file: string): import("../pack.ts").Pack {
  beginPack(file);
  return build(lib);
}
