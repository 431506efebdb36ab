// 此牌是<…>的第X张牌 (3.5.53, 3.5.33): the card in scope compared with that one happening of the history,
// by its order — the ordinal is never dropped (which would pass any card the description fits).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import { PACK_FILES } from "../support/packs.ts";

const base = [PACK_FILES.standard, PACK_FILES.maneuvering].map((file) => ({ file, text: readFileSync(file, "utf8") }));

test("此牌是其于此阶段内使用的第三张牌 compiles to a comparison with the third card used (c.ordinal n 3)", () => {
  const text = "扩展包 临时\n武将 测甲 魏 男 4\n〖测〗当牌于其他角色的出牌阶段内使用结算结束后❷，若使用者为当前回合角色且此牌是其于此阶段内使用的第三张牌，你可摸一张牌。\n";
  const out = compileTexts([...base, { file: "t.sgs", text }], {});
  expect(out[2].diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  expect(out[2].ts).toMatch(/q\.sameCard\(\{\s*a: j\.c\.event\(\{ field: "card" \}\),\s*b: j\.c\.ordinal\(\{/);
  expect(out[2].ts).toMatch(/which: "first",\s*n: 3/);
});
