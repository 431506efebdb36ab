// The emitter from hand-built IR: constructs the slice's text does not reach yet (▷ chains,
// 若 conditions, a possibly absent 来源) still produce code that typechecks and behaves.
import { describe, expect, test } from "vitest";
import { bundleModule } from "../../compiler/bundle/bundle.ts";
import { formatModule } from "../../compiler/legacy/emit/format.ts";
import { emitPack } from "../../compiler/legacy/emit/pack.ts";
import type { Loc, OpIR, PackIR } from "../../compiler/legacy/ir.ts";
import type { Pack, SkillContext } from "../../runtime/index.ts";
import { typeErrorsOf } from "./helpers.ts";

const at = (line: number): Loc => ({ file: "hand.sgs", line, column: 1, endLine: line, endColumn: 2 });
const draw = (n: number, line: number): OpIR => ({ op: "draw", who: { kind: "you" }, count: { kind: "const", value: n }, loc: at(line) });

const ir: PackIR = {
  name: "手工",
  loc: at(1),
  generals: [],
  cards: [],
  decks: [],
  skills: [
    {
      name: "链",
      tags: [],
      loc: at(3),
      parts: [
        {
          kind: "trigger",
          timing: "damage.taken",
          subject: "owner",
          optional: true,
          costs: [],
          loc: at(3),
          effect: {
            delayed: [],
            steps: [
              // 若来源已受伤，你摸一张牌 ▷ 你摸两张牌；来源 may be absent (no-source damage).
              { op: draw(1, 3), afterPrevious: false, condition: { kind: "wounded", who: { kind: "damageSource" } } },
              { op: draw(2, 3), afterPrevious: true },
              {
                op: { op: "damage", source: { kind: "you" }, victim: { kind: "damageSource" }, amount: { kind: "const", value: 1 }, element: "fire", loc: at(3) },
                afterPrevious: false,
              },
            ],
          },
        },
      ],
    },
  ],
};

/** A SkillContext that records calls; only what the handler touches is implemented. */
function recordingContext(source: number | null, sourceWounded: boolean): { ctx: SkillContext; calls: string[] } {
  const calls: string[] = [];
  const damage = { kind: "damage", source, victim: 0, amount: 1 };
  const ctx = {
    you: 0,
    memo: new Map<string, unknown>(),
    game: { isWounded: () => sourceWounded },
    eventOf: () => damage,
    draw: (who: number, n: number) => {
      calls.push(`draw ${who} ${n}`);
      return [];
    },
    damage: (victim: number, n: number, opts: { source?: number | null; element?: string }) => {
      calls.push(`damage ${victim} ${n} from ${opts.source} ${opts.element}`);
    },
  } as unknown as SkillContext;
  return { ctx, calls };
}

describe("emitter on hand-built IR", () => {
  test("▷ chains, conditions and nullable 来源 typecheck", async () => {
    const ts = await formatModule(emitPack(ir, "hand.sgs"));
    expect(ts).toContain("// hand.sgs:3 〖链〗");
    expect(typeErrorsOf(ts)).toEqual([]);
  }, 30_000);

  test("▷ runs only if the step before it ran; an absent 来源 skips what needs it", async () => {
    const ts = await formatModule(emitPack(ir, "hand.sgs"));
    const { js } = await bundleModule(ts, "hand.ts");
    const pack = ((await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { default: Pack }).default;
    const part = pack.skills[0].parts[0];
    if (part.kind !== "trigger") throw new Error("expected a trigger part");

    const wounded = recordingContext(2, true);
    part.effect(wounded.ctx);
    expect(wounded.calls).toEqual(["draw 0 1", "draw 0 2", "damage 2 1 from 0 fire"]);

    const healthy = recordingContext(2, false);
    part.effect(healthy.ctx);
    expect(healthy.calls).toEqual(["damage 2 1 from 0 fire"]);

    const noSource = recordingContext(null, true);
    part.effect(noSource.ctx);
    expect(noSource.calls).toEqual([]);
  });
});
