// “X”数 of a mark phrase (3.5.8) reads every part of it: the marks an operation moved 以此法 (3.5.33)
// are counted as moved, not as held; an owner is read; anything else is refused on its span.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import { PACK_FILES } from "../support/packs.ts";

const base = [PACK_FILES.standard, PACK_FILES.maneuvering].map((file) => ({ file, text: readFileSync(file, "utf8") }));
function compiled(skill: string): { ts: string; errors: string[] } {
  const text = `扩展包 临时\n武将 测甲 魏 男 4\n${skill}\n`;
  const out = compileTexts([...base, { file: "t.sgs", text }], {});
  return { ts: out[2].ts, errors: out[2].diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.column} ${d.message}`) };
}

describe("counting marks (3.5.8, 3.8.9, 4.2.25)", () => {
  test("你以此法弃的“威”数 is the marks this activation discarded (v.marksMoved), never the marks still held", () => {
    const { ts, errors } = compiled("〖测〗出牌阶段，你可弃至少1枚“威”▶你摸X张牌（X为你以此法弃的“威”数）。");
    expect(errors).toEqual([]);
    expect(ts).toMatch(/v\.marksMoved\(\{ op: "discardMark", name: "威"/);
    expect(ts).not.toMatch(/v\.markCount/);
  });
  test("你以此法获得的“威”数 (获得 read with cards, 3.8.27) is refused where “威” is a mark, not miscounted", () => {
    const { errors } = compiled("〖测〗当你受到伤害后，你可获得1枚“威”▶你摸X张牌（X为你以此法获得的“威”数）。");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/is a mark in this pack/);
  });
  test("a history of marks over a period is refused on the clause, not read as this activation's", () => {
    const { errors } = compiled("〖测〗出牌阶段，你可弃1枚“威”▶你摸X张牌（X为你于此回合内以此法弃的“威”数）。");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/this activation only/);
  });
  test("其“威”数 is the marks of the player named, not the skill owner's", () => {
    const { ts, errors } = compiled("〖测〗出牌阶段限一次，你可选择一名其他角色▶你摸X张牌（X为其“威”数）。");
    expect(errors).toEqual([]);
    expect(ts).toMatch(/v\.markCount\(\{ owner: j\.p\.(?!you)/);
  });
});
