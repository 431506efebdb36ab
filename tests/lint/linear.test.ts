// Every rule runs in time linear in the line's length (issue #8: SGS004's regex backtracked, a
// 25,000-character line took 6 s). Each rule is timed alone on lines of 25,000 and 100,000
// characters built from pieces that trip each rule's patterns (unclosed 【〖“{, runs of "/",
// digits after 造成, marks, 此牌, 等量, （→）, ▶): four times the length may take at most
// ~4 times as long (with slack for timer noise), and the long line well under a second.
import { describe, expect, test } from "vitest";
import { lintTexts } from "../../compiler/lint/lint.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import { createContext } from "../../compiler/lint/source.ts";

const PIECES = [
  "需要使用【杀/闪", "造成1111111", "点伤害时❸", "〖", "【", "“", "{", "此牌", "等量", "X", ",", "可", "▶", "（→）", "a/b/c/", "//",
  "锁定技，", "摸牌阶段开始时", "失去牌", "①", "。", "当你受到伤害后，", "其", "防止此伤害", "任意数量的牌", "抽一张牌",
];

/** One long run of words with no separator (what made SGS004's regex backtrack). */
const RUN = "你摸一张牌";

function line(n: number, withClosers: boolean | "run"): string {
  if (withClosers === "run") return `〖测试〗${RUN.repeat(Math.ceil(n / RUN.length))}`.slice(0, n);
  let s = "〖测试〗";
  let i = 0;
  while (s.length < n) {
    s += PIECES[i % PIECES.length];
    if (withClosers && i % 7 === 0) s += "】〗”}";
    i++;
  }
  return s.slice(0, n);
}

function pack(body: string): string {
  return `扩展包 测试\n\n武将 测试 吴 男 4\n${body}\n`;
}

function timeRule(check: (t: string) => void, text: string): number {
  const t0 = performance.now();
  check(text);
  return performance.now() - t0;
}

describe("every rule is linear in the line's length", () => {
  for (const rule of RULES) {
    test(`${rule.id} ${rule.name}`, () => {
      const run = (text: string): void => {
        rule.check(createContext("long.sgs", text, { file: "long.sgs", name: null, generals: [], cards: [], decks: [] }));
      };
      for (const closers of [false, true, "run"] as const) {
        run(pack(line(2000, closers))); // warm up
        const short = Math.max(timeRule(run, pack(line(25_000, closers))), 2);
        const long = timeRule(run, pack(line(100_000, closers)));
        expect(long, `${rule.id}: ${short.toFixed(1)} ms at 25k, ${long.toFixed(1)} ms at 100k`).toBeLessThan(Math.max(short * 10, 400));
        expect(long).toBeLessThan(3000);
      }
    });
  }

  test("the whole pipeline on a 100,000-character line (compiler included) answers in seconds", () => {
    const t0 = performance.now();
    const [r] = lintTexts([{ file: "long.sgs", text: pack(line(100_000, true)) }]);
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(r.findings.length).toBeGreaterThan(0);
  });
});
